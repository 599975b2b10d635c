// Loads .env files the way Next does (.env, .env.local, .env.production, ...), so the
// scripts around `next` see the same settings as the server.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const { loadEnvConfig } = require('@next/env')

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
loadEnvConfig(projectRoot)
