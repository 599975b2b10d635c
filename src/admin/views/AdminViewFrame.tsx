import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * A view of the site's own inside the admin's usual frame, with its menu and breadcrumb:
 * someone not signed in goes to the sign-in page and comes back. `path` is the view's
 * address under the admin (/import).
 */
export function AdminViewFrame({
  props: { initPageResult, params, searchParams, user: shownUser },
  path,
  title,
  className,
  titleClassName,
  titleId,
  children,
}: {
  props: AdminViewServerProps
  path: string
  title: string
  className?: string
  titleClassName?: string
  titleId: string
  children: ReactNode
}) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  if (!user) {
    redirect(`${adminRoute}${payload.config.admin.routes.login}?redirect=${encodeURIComponent(`${adminRoute}${path}`)}`)
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      // The full signed-in person decides (in the view); `shownUser` (field read access applied) goes to the page.
      user={shownUser ?? undefined}
      // A copy, as Payload's own views pass it (React 19 refuses the frozen original).
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <SetStepNav nav={[{ label: title }]} />
      <main className={className} aria-labelledby={titleId}>
        <Gutter>
          <h1 id={titleId} className={titleClassName}>
            {title}
          </h1>
          {children}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}
