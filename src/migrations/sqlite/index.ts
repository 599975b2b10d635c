import * as migration_20261122_012937_initial from './20261122_012937_initial';

export const migrations = [
  {
    up: migration_20261122_012937_initial.up,
    down: migration_20261122_012937_initial.down,
    name: '20261122_012937_initial'
  },
];
