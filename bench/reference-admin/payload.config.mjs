// Payload's admin as it comes (issue 48's anchor): the same kinds of content as the site's
// pages and news, with drafts, autosave and versions, and none of the site's admin
// components, plugins or review. Its pages have the site's page fields and layout blocks
// as an editor sees them (REFERENCE_MODEL, made by export-model.ts), and its images are
// the site's, in a plain upload collection.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const drafts = { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 50 }
const model = JSON.parse(readFileSync(process.env.REFERENCE_MODEL || path.join(dirname, 'model.json'), 'utf8'))
const databaseFile = (process.env.REFERENCE_DATABASE_URI || 'file:/tmp/reference-admin.db').replace(/^file:/, '')

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || 'the reference admin of the bench, never deployed',
  admin: {
    user: 'users',
    importMap: { baseDir: dirname, importMapFile: path.join(dirname, 'app/(payload)/admin/importMap.js') },
  },
  editor: lexicalEditor(),
  // Blocks stored as JSON, as the site stores them.
  db: sqliteAdapter({ client: { url: `file:${databaseFile}` }, blocksAsJSON: true }),
  blocks: model.blocks,
  telemetry: false,
  typescript: { autoGenerate: false },
  collections: [
    { slug: 'users', auth: true, fields: [] },
    {
      slug: 'pages',
      admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'kind', '_status'] },
      versions: drafts,
      fields: model.pageFields,
    },
    {
      slug: 'media',
      upload: { staticDir: path.join(path.dirname(databaseFile), 'media') },
      fields: [{ name: 'alt', type: 'text' }],
    },
    {
      slug: 'news',
      admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'publishDate', '_status'] },
      versions: drafts,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'type', type: 'select', options: ['News', 'Events', 'Bios', 'Videos', 'Process', 'Video'] },
        { name: 'publishDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'meta', type: 'text' },
        { name: 'caption', type: 'richText' },
      ],
    },
  ],
})
