// Makes the reference admin's database (NODE_ENV=development, so Payload creates its
// tables) and fills it with the site's content as bench/reference-admin.mjs exported it:
// the site's images, each page and news item with as many saved versions as it has on the
// site, and an editor.
//
// REFERENCE_DATABASE_URI=file:/tmp/x.db node bench/reference-admin/prepare.mjs content.json
import { readFileSync } from 'node:fs'

import { getPayload } from 'payload'

import config from './payload.config.mjs'

const content = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const payload = await getPayload({ config })

await payload.create({ collection: 'users', data: content.editor })
// The site's images first, each under the id the pages refer to it by.
for (const image of content.media) {
  const data = Buffer.from(image.data, 'base64')
  const made = await payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: image.mimeType, name: image.filename, size: data.length },
  })
  if (made.id !== image.id) throw new Error(`image ${image.filename} got id ${made.id}, the site's is ${image.id}`)
}
for (const [collection, documents] of Object.entries({ pages: content.pages, news: content.news })) {
  for (const { versions, ...data } of documents) {
    const made = await payload.create({ collection, data: { ...data, _status: 'published' } })
    // Each later version a draft saved over the last, as an author's edits leave them.
    for (let version = 1; version < versions; version += 1)
      await payload.update({
        collection,
        id: made.id,
        draft: true,
        data:
          collection === 'pages'
            ? { summary: `${data.summary ?? ''} (edit ${version})`.slice(-400) }
            : { meta: `${data.meta ?? ''} (edit ${version})` },
      })
  }
}
process.exit(0)
