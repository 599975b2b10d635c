'use client'

import { TextField, useAuth } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { isAdministrator } from '@/lib/roles'

/**
 * A text field only administrators see (issue 48): for values the site makes itself and
 * staff never need, such as a page's link name for older systems. Hidden this way rather
 * than by a condition, which would also let the database column go empty.
 */
export const AdministratorsOnlyTextField: TextFieldClientComponent = (props) => {
  const { user } = useAuth<{ role?: string }>()
  return isAdministrator(user?.role) ? <TextField {...props} /> : null
}
