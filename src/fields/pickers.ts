import type { TextField } from 'payload'

/** Compare versions in staff words (admin/fields/HumanValueDiff.tsx). */
export const humanValueDiff = (kind: 'icon' | 'page' | 'yesno' | 'administrators' | 'time' | 'colour') => ({
  path: '/admin/fields/HumanValueDiff#HumanValueDiff',
  clientProps: { kind },
})

/**
 * Admin components for fields whose stored value is a platform name: a link chosen from
 * the site's pages (API name stored), an icon chosen by picture (category:name stored).
 */
export const linkTargetPicker = (
  options: { pagesOnly?: boolean } = {},
): NonNullable<TextField['admin']>['components'] => ({
  Field: {
    path: '/admin/fields/LinkTargetField#LinkTargetField',
    clientProps: { pagesOnly: options.pagesOnly ?? false },
  },
  Diff: humanValueDiff('page'),
})

/** A colour typed in CSS notation: shown beside its box and in compare versions by name. */
export const colourInWords: NonNullable<TextField['admin']>['components'] = {
  afterInput: ['/admin/fields/ColourPreview#ColourPreview'],
  Diff: humanValueDiff('colour'),
}

export const iconPicker: NonNullable<TextField['admin']>['components'] = {
  Field: '/admin/fields/IconPickerField#IconPickerField',
  Diff: humanValueDiff('icon'),
}
