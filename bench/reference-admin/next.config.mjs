import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

// Built with the repository's own node_modules, which sit two folders up.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export default withPayload({ turbopack: { root: repositoryRoot } }, { devBundleServerPackages: false })
