'use client'

import { useConfig } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { setSiteTimeZone } from '@/lib/site-time'

/**
 * Around the whole admin: the browser's code takes the site's time zone (SITE_TIME_ZONE on
 * the server, Payload's default zone in its configuration) before any date is shown.
 */
export function SiteClock({ children }: { children: ReactNode }) {
  const { config } = useConfig()
  setSiteTimeZone(config.admin?.timezones?.defaultTimezone)
  return children
}
