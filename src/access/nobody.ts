import type { Access } from 'payload'

/** Not through the API at all: only trusted server code (Local API) may do this. */
export const nobody: Access = () => false
