import { isCssLength } from '@/lib/css-length'
import { parseIconName } from '@/lib/icon-name'
import { API_NAME_SHAPE, isAcceptableLinkValue, PAGE_PATH_SHAPE } from '@/lib/link-target'

type Validation = (value: unknown) => true | string

const optional =
  (check: (value: string) => boolean, message: string): Validation =>
  (value) => {
    if (value === null || value === undefined || value === '') return true
    return typeof value === 'string' && check(value) ? true : message
  }

export const validateCssLength = optional(isCssLength, 'Enter a CSS length with a unit, such as 1300px, 2rem or 50%.')

export const validateIconName = optional(
  (value) => parseIconName(value) !== null,
  'Enter an icon as category:name, for example utility:arrowright (categories: action, custom, doctype, standard, utility).',
)

export const validateLinkValue = optional(
  isAcceptableLinkValue,
  'Enter an https:// address, a page API name such as Contact__c, a site path such as offerings/stratus, or a record identifier.',
)

export const validateApiName = optional(
  (value) => API_NAME_SHAPE.test(value),
  'An API name is letters, digits and underscores ending in __c, for example Stratus__c.',
)

export const validatePagePath = optional(
  (value) => PAGE_PATH_SHAPE.test(value),
  'A path is lower-case words joined by - and /, for example offerings/stratus (no leading slash).',
)

/** A hex, rgb()/rgba() or hsl()/hsla() colour. */
export const validateColour = optional(
  (value) => /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([0-9.,%\s/]+\))$/.test(value.trim()),
  'Enter a colour such as #00205b or rgba(0, 32, 91, 0.85).',
)

/** Head tags an editor may add: meta and link elements only, nothing that runs. */
export const validateCustomHeadTags = optional((value) => {
  const tags = value.match(/<[^>]*>/g) ?? []
  const rest = value.replace(/<[^>]*>/g, '').trim()
  return rest === '' && tags.every((tag) => /^<(meta|link)\s[^<>]*\/?>$/i.test(tag) && !/\son\w+\s*=/i.test(tag))
}, 'Only <meta> and <link> tags are allowed here, without event handlers.')
