'use client'

import { useEffect } from 'react'

import { useCurrentUser } from '@/client/current-user'

export type PageDataLayerObject = {
  crmId: string
  attributes: { isGuest: boolean | undefined }
  provider: { type: 'user' }
}

declare global {
  interface Window {
    pageDataLayer?: PageDataLayerObject
  }
}

/** The page data-layer object of the spec. It stays on the page: nothing is sent anywhere. */
export function toPageDataLayer(user: { isGuest: boolean | undefined; userId?: string }): PageDataLayerObject {
  return {
    crmId: user.isGuest === false ? (user.userId ?? '') : '',
    attributes: { isGuest: user.isGuest },
    provider: { type: 'user' },
  }
}

export function PageDataLayer() {
  const user = useCurrentUser()
  const data = toPageDataLayer(user)
  useEffect(() => {
    window.pageDataLayer = data
  })
  return (
    <div
      hidden
      id="page-data-layer"
      data-crm-id={data.crmId}
      data-is-guest={data.attributes.isGuest === undefined ? 'unknown' : String(data.attributes.isGuest)}
      data-provider-type={data.provider.type}
    />
  )
}
