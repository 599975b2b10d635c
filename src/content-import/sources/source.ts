/**
 * What every source (an export zip, a folder, a live org) hands the importer: items in
 * one shape, whatever layout they came in, and their media on request.
 */

/** A reference to an image, as a field of an item names it. */
export type ImageReference = {
  kind: 'image-reference'
  /** The image's own content key, when it is managed content of the same source. */
  contentKey?: string
  /** A file of the export's media (a path inside the media zip or folder). */
  file?: string
  /** An address: on the org, or another host. */
  url?: string
  altText?: string
}

/** The file of an image item. */
export type MediaSource = {
  kind: 'media-source'
  file?: string
  url?: string
  fileName?: string
  mimeType?: string
}

export type FieldValue = string | number | boolean | null | ImageReference | MediaSource | FieldValue[]

export type SourceItem = {
  /** Managed content (Salesforce CMS) or a record of a custom object (SOQL). */
  origin: 'cms' | 'record'
  /** The Salesforce type (news, cms_image, sfdc_cms__news) or the object's API name (HCS_Carousel_Item__c). */
  type: string
  /** The content key of managed content, the 18-character id of a record. */
  key: string
  managedContentId?: string
  /** The item's name in its old address. */
  urlName?: string
  title?: string
  /** The item's fields by their Salesforce names: text as given, images as references. */
  fields: Record<string, FieldValue>
}

/** A source's own problem with one item: it is reported under its key and the rest go on. */
export type SourceProblem = { key: string; type?: string; reason: string }

export interface ContentSource {
  /** What it reads, for messages ("export 2-content-123.zip", "org https://…"). */
  readonly description: string
  /** Every item, streamed; problems with single items come as problems, not errors. */
  items(): AsyncIterable<SourceItem | { problem: SourceProblem }>
  /**
   * The bytes of a media file (a file of the export, or an address on the org), at most
   * `maxBytes`; throws an ImportError with a message for the report when it cannot.
   */
  readMedia(reference: { file?: string; url?: string }, maxBytes: number): Promise<Buffer>
  close(): Promise<void>
}

/** A problem that makes a source unusable (exit 2) or an item fail (reported, skipped). */
export class ImportError extends Error {
  readonly unusableSource: boolean
  constructor(message: string, unusableSource = false) {
    super(message)
    this.name = 'ImportError'
    this.unusableSource = unusableSource
  }
}
