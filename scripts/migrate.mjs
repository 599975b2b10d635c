#!/usr/bin/env node
// `npm run migrate`, and the container image's one-shot migration: applies the committed
// migrations, seeds an empty database (SEED_ON_START) and creates the first administrator,
// then exits. Run it once per release before replicas started with MIGRATE_ON_START=false.
import './load-env.mjs'

import { prepareDatabase } from './database.mjs'

prepareDatabase()
