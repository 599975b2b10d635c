#!/usr/bin/env node
// `npm run dev`: the development server with hot reload, through the same server as
// `npm start` (src/runtime/server.ts), so every response gets the same headers and
// policy. Nothing is kept in the page cache: every edit shows at once. Run
// `npm run migrate` first.
import './load-env.mjs'

import { projectRoot } from './load-env.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const { startServer } = await import('../src/runtime/server.ts')
await startServer({ dir: projectRoot, dev: true })
