import * as migration_20261122_012943_initial from './20261122_012943_initial';

export const migrations = [
  {
    up: migration_20261122_012943_initial.up,
    down: migration_20261122_012943_initial.down,
    name: '20261122_012943_initial'
  },
];
