import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame } from '@/admin/views/AdminViewFrame'
import { IMPORT_UPLOAD_MAX_BYTES } from '@/lib/upload-rules'

import { ImportPanel } from './ImportPanel'
import styles from './ImportView.module.css'

/**
 * /admin/import (issue 39, item 7): an administrator uploads a Salesforce CMS export, checks
 * it, imports it and reads the report; the same engine as `npm run import` does the work,
 * through /api/content-import. Inside the admin's usual frame, with its menu.
 */
export function ImportView(props: AdminViewServerProps) {
  const { payload, user } = props.initPageResult.req
  const administrator = (user as { role?: string } | null)?.role === 'admin'
  return (
    <AdminViewFrame
      props={props}
      path="/import"
      title="Import content"
      titleId="content-import-title"
      className={styles.view}
      titleClassName={styles.title}
    >
      {administrator ? (
        <ImportPanel apiRoute={payload.config.routes.api} maxBytes={IMPORT_UPLOAD_MAX_BYTES} />
      ) : (
        <p>Only administrators can import content.</p>
      )}
    </AdminViewFrame>
  )
}
