import * as migration_20261122_010017_initial from './20261122_010017_initial';

export const migrations = [
  {
    up: migration_20261122_010017_initial.up,
    down: migration_20261122_010017_initial.down,
    name: '20261122_010017_initial'
  },
];
