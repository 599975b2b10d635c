import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
// Its links are not prefetched: a prefetch renders the whole linked view on the server.
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { DocumentViewServerProps } from 'payload'

import { isReviewedCollection, isReviewedGlobal, kindLabel, type ReviewTarget } from '../review/targets'
import { versionHistory, type VersionHistoryPage, type VersionStatus } from '../review/version-history'

import styles from './VersionHistory.module.css'

const STATUS_CLASS: Partial<Record<VersionStatus, string>> = {
  'Currently published': `${styles.status} ${styles.live}`,
  Scheduled: `${styles.status} ${styles.scheduled}`,
}

function targetOf(props: DocumentViewServerProps): ReviewTarget | null {
  const { collectionConfig, globalConfig, docID } = props.initPageResult
  if (globalConfig && isReviewedGlobal(globalConfig.slug)) return { global: globalConfig.slug }
  if (collectionConfig && isReviewedCollection(collectionConfig.slug) && docID !== undefined) {
    return { collection: collectionConfig.slug, id: docID }
  }
  return null
}

const pageParam = (value: unknown) => {
  const raw = Array.isArray(value) ? value[0] : value
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  return page > 0 ? page : 1
}

async function load(props: DocumentViewServerProps, target: ReviewTarget): Promise<VersionHistoryPage | null> {
  try {
    // The full signed-in person (the `user` prop has field read access applied, for the browser).
    return await versionHistory(props.payload, target, props.initPageResult.req.user, {
      page: pageParam(props.searchParams?.page),
    })
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return null
    throw error
  }
}

/**
 * The "Versions" tab of pages, news and events, banners and the home page (ADR 0031):
 * newest first, who saved each version, its status and review state, 20 to a page.
 * Replaces Payload's list, which names nobody and orders by creation (a restored version
 * keeps its document's creation time and sorts last).
 */
export async function VersionHistory(props: DocumentViewServerProps) {
  const target = targetOf(props)
  if (!target) return notFound()
  const history = await load(props, target)
  if (!history) return notFound()
  const { collectionConfig, globalConfig, req } = props.initPageResult
  const thing = target.global ? 'the home page' : `this ${kindLabel(target).toLowerCase()}`
  const { rows, page, totalPages, totalVersions } = history
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        globalLabel={globalConfig?.label}
        id={target.global ? undefined : target.id}
        pluralLabel={collectionConfig?.labels.plural}
        useAsTitle={collectionConfig?.admin.useAsTitle ?? globalConfig?.slug}
        view={req.t('version:versions')}
      />
      <main className={styles.history} data-version-history="">
        <Gutter>
          {totalVersions === 0 ? (
            <p>No versions of {thing} have been saved yet.</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption>
                  Saved versions of {thing}, newest first
                  <span>
                    {totalVersions} {totalVersions === 1 ? 'version' : 'versions'}
                    {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}. Open a version to compare it with another
                    or to restore it.
                  </span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Saved</th>
                    <th scope="col">Saved by</th>
                    <th scope="col">Status</th>
                    <th scope="col">Review</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} data-version-id={row.id}>
                      <th scope="row">
                        <Link href={row.href} prefetch={false}>
                          {row.savedAtText}
                        </Link>
                      </th>
                      <td className={row.savedBy === 'Unknown' ? styles.muted : undefined}>{row.savedBy}</td>
                      <td>
                        <span className={STATUS_CLASS[row.status] ?? styles.status}>{row.status}</span>
                      </td>
                      <td className={row.reviewState ? undefined : styles.muted}>
                        {row.reviewState ?? 'Not recorded'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {totalPages > 1 && (
            <nav className={styles.pages} aria-label="Pages of versions">
              {page > 1 && <Link href={`?page=${page - 1}`}>Newer versions</Link>}
              <span>
                Page {page} of {totalPages}
              </span>
              {page < totalPages && <Link href={`?page=${page + 1}`}>Older versions</Link>}
            </nav>
          )}
        </Gutter>
      </main>
    </>
  )
}
