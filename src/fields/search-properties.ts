import type { GroupField } from 'payload'

import { validateCustomHeadTags } from './validators'

type Options = { defaultTitle?: string; withCanonical?: boolean }

/** What search engines see of a page: the spec's search-properties assistant inputs. */
export function searchPropertiesField({ defaultTitle, withCanonical = true }: Options = {}): GroupField {
  return {
    name: 'searchProperties',
    label: 'Search engines',
    type: 'group',
    fields: [
      { name: 'pageTitle', type: 'text', defaultValue: defaultTitle, maxLength: 70 },
      { name: 'description', type: 'textarea', maxLength: 300 },
      {
        name: 'isSeoIndexed',
        label: 'Show in search engines',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'When off, the page asks search engines not to index it (noindex, nofollow).' },
      },
      ...(withCanonical
        ? ([
            {
              name: 'canonicalUrl',
              type: 'text',
              admin: { description: 'Leave empty to use the page address.' },
              validate: (value: unknown) =>
                !value || (typeof value === 'string' && /^(https?:\/\/|\/)/.test(value))
                  ? true
                  : 'A canonical URL is an https:// address or a path starting with /.',
            },
            {
              name: 'hrefLangUrls',
              dbName: 'hreflang',
              label: 'Other language versions',
              type: 'array',
              fields: [
                { name: 'lang', type: 'text', required: true, admin: { description: 'e.g. es-US' } },
                { name: 'url', type: 'text', required: true },
              ],
            },
          ] as GroupField['fields'])
        : []),
      {
        name: 'customHeadTags',
        type: 'textarea',
        validate: validateCustomHeadTags,
        admin: { description: 'Extra <meta> or <link> tags for this page. Usually empty.' },
      },
    ],
  }
}
