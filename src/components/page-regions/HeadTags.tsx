import { parseHeadTags } from '@/lib/head-tags'

/** An editor's extra head tags; React places <meta> and <link> in the document head. */
export function HeadTags({ source }: { source?: string }) {
  return parseHeadTags(source).map((tag, index) =>
    tag.tag === 'meta' ? <meta key={index} {...tag.attributes} /> : <link key={index} {...tag.attributes} />,
  )
}
