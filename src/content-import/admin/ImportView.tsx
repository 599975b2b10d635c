import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { IMPORT_UPLOAD_MAX_BYTES } from '@/lib/upload-rules'

import { ImportPanel } from './ImportPanel'
import styles from './ImportView.module.css'

/**
 * /admin/import (issue 39, item 7): an administrator uploads a Salesforce CMS export, checks
 * it, imports it and reads the report; the same engine as `npm run import` does the work,
 * through /api/content-import. Inside the admin's usual frame, with its menu.
 */
export function ImportView({ initPageResult, params, searchParams, user: shownUser }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  // The full signed-in person decides; `shownUser` (field read access applied) goes to the page.
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  if (!user) {
    redirect(`${adminRoute}${payload.config.admin.routes.login}?redirect=${encodeURIComponent(`${adminRoute}/import`)}`)
  }
  const administrator = (user as { role?: string }).role === 'admin'
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={shownUser ?? undefined}
      // A copy, as Payload's own views pass it (React 19 refuses the frozen original).
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <SetStepNav nav={[{ label: 'Import content' }]} />
      <main className={styles.view} aria-labelledby="content-import-title">
        <Gutter>
          <h1 id="content-import-title" className={styles.title}>
            Import content
          </h1>
          {administrator ? (
            <ImportPanel apiRoute={payload.config.routes.api} maxBytes={IMPORT_UPLOAD_MAX_BYTES} />
          ) : (
            <p>Only administrators can import content.</p>
          )}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}
