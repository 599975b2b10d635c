import type { GroupField } from 'payload'

import { adminField } from '@/access/admin-field'

import { validateCustomHeadTags } from './validators'

type Options = { defaultTitle?: string; withCanonical?: boolean }

/** What search engines see of a page: the spec's search-properties assistant inputs. */
export function searchPropertiesField({ defaultTitle, withCanonical = true }: Options = {}): GroupField {
  return {
    name: 'searchProperties',
    label: 'Search engines',
    type: 'group',
    fields: [
      {
        name: 'pageTitle',
        label: 'Title in search results',
        type: 'text',
        defaultValue: defaultTitle,
        maxLength: 70,
        admin: { description: 'Shown as the link in search engines and on the browser tab. At most 70 characters.' },
      },
      {
        name: 'description',
        label: 'Description in search results',
        type: 'textarea',
        maxLength: 300,
        admin: { description: 'A sentence or two under the link in search engines.' },
      },
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
              label: 'Main address of this page',
              type: 'text',
              admin: {
                description:
                  'Only when the same page is also published elsewhere: the address search engines should list. Leave empty to use this page’s own address.',
              },
              validate: (value: unknown) =>
                !value || (typeof value === 'string' && /^(https?:\/\/|\/)/.test(value))
                  ? true
                  : 'A canonical URL is an https:// address or a path starting with /.',
            },
            {
              name: 'hrefLangUrls',
              dbName: 'hreflang',
              label: 'Other language versions',
              // "Add language version", not Payload's "Add Href Lang Url" (issue 48, staff words).
              labels: { singular: 'Language version', plural: 'Other language versions' },
              type: 'array',
              fields: [
                {
                  name: 'lang',
                  label: 'Language',
                  type: 'text',
                  required: true,
                  admin: { description: 'A language code, e.g. es-US for Spanish.' },
                },
                {
                  name: 'url',
                  label: 'Address of that version',
                  type: 'text',
                  required: true,
                  admin: { description: 'The address the page in that language opens at.' },
                },
              ],
            },
          ] as GroupField['fields'])
        : []),
      {
        name: 'customHeadTags',
        label: 'Extra page information for search engines (administrators)',
        type: 'textarea',
        validate: validateCustomHeadTags,
        // Raw tags reach every visitor's page: administrators only (issue 28, problem 10).
        access: { create: adminField, update: adminField },
        admin: {
          description: 'Technical: extra <meta> or <link> tags for this page, set by administrators. Usually empty.',
        },
      },
    ],
  }
}
