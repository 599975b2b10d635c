#!/usr/bin/env node
// `npm run migrate`, and the container image's one-shot migration: applies the committed
// migrations, seeds an empty database (SEED_ON_START) and creates the first administrator,
// then exits. Run it once per release before replicas started with MIGRATE_ON_START=false.
import './load-env.mjs'

import { prepareDatabase } from './database.mjs'

const { seeded } = prepareDatabase()
const line = { level: 'info', time: new Date().toISOString(), service: 'hybrid-cloud-site', seeded }
console.log(JSON.stringify({ ...line, msg: 'The database is ready for this release.' }))
