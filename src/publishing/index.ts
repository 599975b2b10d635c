/**
 * The publishing module (ADR 0038): how changes reach the public site. One Payload plugin
 * finds every collection and global that declares `custom.publishing` (descriptor.ts) and
 * gives it, from that declaration alone: its access, drafts and versions, the policy on
 * every write (policy.ts through enforce.ts), the review record and panel, "last edited
 * by", the version history, preview and live preview, cache expiry and the change
 * history. It adds the review endpoint, the scheduled-approval job and the dashboard.
 * Other folders import this file only (an ESLint rule keeps them out of the rest).
 */
import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

import { auditCollectionChange, auditCollectionDelete, auditGlobalChange } from '@/hooks/record-audit'
import { expireOnChange, expireOnDelete, expireOnGlobalChange } from '@/hooks/expire-cache-tag'

import { accessFor, publishedOrStaff } from './access'
import { publishingOf, register, type Publishing } from './descriptor'
import { enforceOnCollection, enforceOnGlobal, LIVE_UNCHANGED, refuseDeferred } from './enforce'
import { keepStoredFiles, putBackBeforeValidate } from './keep-files'
import { livePreviewFor, previewUrlFor } from './live-preview'
import { publishNewUploadsOnCollection, publishNewUploadsOnGlobal } from './new-uploads'
import { publishApprovedTask } from './publish-approved-task'
import { restoreOnCollection, restoreOnGlobal } from './restore-endpoints'
import { ReviewComments } from './review-comments'
import { refuseQueueingOverApi } from './scheduling'
import { reviewEndpoint, reviewStatusEndpoint } from './review-endpoint'
import { reviewFields } from './review-fields'
import {
  forgetReviewThread,
  noteWithdrawnOnCollection,
  noteWithdrawnOnGlobal,
  trackCollectionReview,
  trackGlobalReview,
} from './track-review'
import { collectionVersions, globalVersions, lastEditedByField, uploadVersions, versionHistoryViews } from './versions'

/**
 * Caches follow the live document only: a draft, an autosave or a restore as a draft
 * leaves every page, data and HTTP cache warm (issue 44).
 */
function whenLiveChanged<Args extends { doc: unknown; req: { context: Record<string, unknown> } }>(
  hook: (args: Args) => unknown,
): (args: Args) => unknown {
  return (args) => (args.req.context[LIVE_UNCHANGED] === true ? args.doc : hook(args))
}

const hasField = (fields: Field[], name: string) => fields.some((field) => 'name' in field && field.name === name)

/** Fields every governed document carries: who last edited it and, where changes wait for review, its review record. */
function governedFields(fields: Field[], publishing: Publishing): Field[] {
  if (publishing.changes === 'administrators') return fields
  return [...fields, ...(hasField(fields, 'lastEditedBy') ? [] : [lastEditedByField]), ...reviewFields]
}

/** The document's status as the server knows it (Payload's own misreads a live global). */
const DOCUMENT_STATUS = '/publishing/admin/DocumentStatus#DocumentStatus'

/** A link to the review panel at the top of the document, for narrow screens. */
const REVIEW_SHORTCUT = '/publishing/admin/ReviewShortcut#ReviewShortcut'

const publishButton = (publishing: Publishing) => ({
  path: '/publishing/admin/PublishButton#PublishButton',
  serverProps: { rule: publishing.changes },
})

function governCollection(collection: CollectionConfig, publishing: Publishing): CollectionConfig {
  register('collections', collection.slug, publishing)
  const access = accessFor(publishing.changes)
  const reviewed = publishing.changes !== 'administrators'
  const versions =
    publishing.changes === 'reviewed' ? collectionVersions : reviewed ? uploadVersions : collection.versions
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    access: { ...collection.access, ...access, read: collection.access?.read ?? access.read },
    versions,
    admin: {
      ...collection.admin,
      ...(publishing.publicPath ? { preview: (doc) => previewUrlFor(publishing, doc as Record<string, unknown>) } : {}),
      components: {
        ...collection.admin?.components,
        ...(reviewed ? { views: { ...collection.admin?.components?.views, ...versionHistoryViews } } : {}),
        edit: {
          ...collection.admin?.components?.edit,
          PublishButton: publishButton(publishing),
          ...(reviewed
            ? {
                Status: DOCUMENT_STATUS,
                beforeDocumentControls: [
                  ...(collection.admin?.components?.edit?.beforeDocumentControls ?? []),
                  REVIEW_SHORTCUT,
                ],
              }
            : {}),
        },
      },
    },
    hooks: {
      ...hooks,
      beforeOperation: [
        enforceOnCollection(publishing),
        ...(hooks.beforeOperation ?? []),
        ...(collection.upload ? [keepStoredFiles] : []),
      ],
      beforeValidate: [...(collection.upload ? [putBackBeforeValidate] : []), ...(hooks.beforeValidate ?? [])],
      beforeChange: [
        ({ data, req }) => (refuseDeferred({ req }), data),
        ...(reviewed ? [trackCollectionReview] : []),
        ...(hooks.beforeChange ?? []),
      ],
      beforeDelete: [refuseDeferred, ...(hooks.beforeDelete ?? [])],
      afterChange: [
        ...(publishing.changes === 'reviewed' ? [whenLiveChanged(publishNewUploadsOnCollection)] : []),
        ...(reviewed ? [noteWithdrawnOnCollection] : []),
        ...(hooks.afterChange ?? []),
        whenLiveChanged(expireOnChange(publishing.cacheTag)),
        auditCollectionChange,
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        ...(reviewed ? [forgetReviewThread] : []),
        expireOnDelete(publishing.cacheTag),
        auditCollectionDelete,
      ],
    },
    endpoints: [
      ...(reviewed ? [restoreOnCollection(collection.slug, publishing.changes)] : []),
      ...(collection.endpoints || []),
    ],
    fields: governedFields(collection.fields, publishing),
  }
}

function governGlobal(global: GlobalConfig, publishing: Publishing): GlobalConfig {
  register('globals', global.slug, publishing)
  const reviewed = publishing.changes !== 'administrators'
  const hooks = global.hooks ?? {}
  return {
    ...global,
    access: reviewed
      ? { ...global.access, read: global.access?.read ?? publishedOrStaff, update: ({ req }) => Boolean(req.user) }
      : global.access,
    versions: reviewed ? globalVersions : global.versions,
    admin: {
      ...global.admin,
      ...(publishing.publicPath ? { preview: (doc) => previewUrlFor(publishing, doc as Record<string, unknown>) } : {}),
      components: {
        ...global.admin?.components,
        ...(reviewed ? { views: { ...global.admin?.components?.views, ...versionHistoryViews } } : {}),
        ...(reviewed
          ? {
              elements: {
                ...global.admin?.components?.elements,
                PublishButton: publishButton(publishing),
                Status: DOCUMENT_STATUS,
                beforeDocumentControls: [
                  ...(global.admin?.components?.elements?.beforeDocumentControls ?? []),
                  REVIEW_SHORTCUT,
                ],
              },
            }
          : {}),
      },
    },
    hooks: {
      ...hooks,
      beforeOperation: [enforceOnGlobal(publishing), ...(hooks.beforeOperation ?? [])],
      beforeChange: [...(reviewed ? [trackGlobalReview] : []), ...(hooks.beforeChange ?? [])],
      afterChange: [
        ...(reviewed ? [whenLiveChanged(publishNewUploadsOnGlobal), noteWithdrawnOnGlobal] : []),
        ...(hooks.afterChange ?? []),
        whenLiveChanged(expireOnGlobalChange(publishing.cacheTag)),
        auditGlobalChange,
      ],
    },
    endpoints: [...(reviewed ? [restoreOnGlobal(global.slug, publishing.changes)] : []), ...(global.endpoints || [])],
    fields: governedFields(global.fields, publishing),
  }
}

export function publishing(): Plugin {
  return (config: Config): Config => {
    const collections = (config.collections ?? []).map((collection) => {
      const declared = publishingOf(collection)
      return declared ? governCollection(collection, declared) : collection
    })
    const globals = (config.globals ?? []).map((global) => {
      const declared = publishingOf(global)
      return declared ? governGlobal(global, declared) : global
    })
    const previewable = <T extends { slug: string; custom?: Record<string, unknown> }>(list: T[]) =>
      list.filter((one) => publishingOf(one)?.publicPath).map((one) => one.slug)
    return {
      ...config,
      collections: [...collections, ReviewComments],
      globals,
      endpoints: [...(config.endpoints ?? []), reviewEndpoint, reviewStatusEndpoint],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), publishApprovedTask],
        // POST /api/payload-jobs says why nobody queues a job through the API (scheduling.ts).
        jobsCollectionOverrides: ({ defaultJobsCollection }) => {
          const jobs = config.jobs?.jobsCollectionOverrides?.({ defaultJobsCollection }) ?? defaultJobsCollection
          return { ...jobs, endpoints: [refuseQueueingOverApi, ...(jobs.endpoints || [])] }
        },
      },
      admin: {
        ...config.admin,
        livePreview: livePreviewFor(previewable(collections), previewable(globals)),
        components: {
          ...config.admin?.components,
          beforeDashboard: [
            ...(config.admin?.components?.beforeDashboard ?? []),
            '/publishing/admin/ReviewDashboard#ReviewDashboard',
          ],
        },
      },
    }
  }
}

export type { ChangeRule, Publishing } from './descriptor'
export { kindOf } from './descriptor'
export { REVIEW_STATE_LABELS, type ReviewState } from './rules'
export { forgetTwoPersonRule } from './review/two-person-rule'
export { publishingServerFunctions } from './scheduling'
export { performReview, reviewStatus } from './review/review-actions'
export { reviewOverview } from './review/dashboard'
export { versionHistory } from './review/version-history'
export type { ReviewTarget } from './review/targets'
export { cleanStoredFiles, type CleanReport } from './clean-files'
export { keepStoredObjects } from './keep-objects'
