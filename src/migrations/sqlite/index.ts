import * as migration_20261122_010013_initial from './20261122_010013_initial';

export const migrations = [
  {
    up: migration_20261122_010013_initial.up,
    down: migration_20261122_010013_initial.down,
    name: '20261122_010013_initial'
  },
];
