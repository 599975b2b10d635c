import { NextResponse, type NextRequest } from 'next/server'

import { canonicalRecordId } from '@/lib/record-id'

/**
 * Record pages answer at one address: a 15-character or differently-cased 18-character
 * identifier is redirected to the canonical 18 characters. Done here, before rendering,
 * because a redirect thrown while Next generates an on-demand page is sent with its
 * Location header twice.
 */
export function proxy(request: NextRequest) {
  const identifier = decodeURIComponent(request.nextUrl.pathname.split('/')[2] ?? '')
  const canonical = canonicalRecordId(identifier)
  if (canonical && canonical !== identifier) {
    const url = request.nextUrl.clone()
    url.pathname = `/detail/${canonical}`
    return NextResponse.redirect(url, 308)
  }
  return NextResponse.next()
}

export const config = { matcher: '/detail/:recordId' }
