import type { TextField } from 'payload'

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
})

export const iconPicker: NonNullable<TextField['admin']>['components'] = {
  Field: '/admin/fields/IconPickerField#IconPickerField',
}
