/**
 * The governance module (ADR 0051): what keeps the site accessible, correct and current
 * without an outside scanner. One Payload plugin adds, to the content named in its
 * options: the broken-link report and its checks (ADR 0029), a check of every public page
 * after each change that affects it and nightly (accessibility, HTML, links, required
 * links, readability, weight) with history, and the warnings beside fields as editors
 * write. Other folders import this file only (an ESLint rule keeps them out of the rest).
 */
import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

import { checkAfterChange, checkAfterDelete, checkAfterGlobalChange } from './hooks'
import { BrokenLinks } from './links/collection'
import { brokenLinksNoticeField } from './links/notice-field'
import { ContentOwners } from './ownership/collection'
import { ownershipChangeEndpoint, ownershipReadEndpoint, sendDigestEndpoint } from './ownership/endpoints'
import { sendReviewDigestTask } from './ownership/task'
import { isOwned, OWNED } from './ownership/schedule'
import { checkExternalLinksTask, checkInternalLinksTask } from './links/tasks'
import { PageChecks, SiteScores } from './pages/collection'
import { checkNowEndpoint, inventoryEndpoint } from './pages/endpoints'
import { checkAllPagesTask, checkPagesTask } from './pages/tasks'
import { DEFAULT_TARGETS } from './pages/rules'

export type GovernanceOptions = {
  /** Documents whose changes are checked, each with the broken-link notice at its top. */
  collections: string[]
  globals: string[]
  /** Uploads: their changes are checked where they are shown; no notice of their own. */
  files: string[]
  /** The global that holds the site's targets (reading grade, page weight). */
  settings: string
}

/** Warnings beside fields as editors write (ADR 0029): the admin component of each. */
export const EDITING_WARNINGS = {
  richText: '/governance/admin/EditingWarnings#RichTextWarnings',
  altText: '/governance/admin/EditingWarnings#AltTextWarnings',
  heroButton: '/governance/admin/ButtonWarnings#HeroButtonWarnings',
  contactBandButton: '/governance/admin/ButtonWarnings#ContactBandButtonWarnings',
} as const

const targetsField: Field = {
  name: 'siteChecks',
  label: 'Page checks',
  type: 'group',
  admin: {
    description:
      'Every published page is checked after each change and nightly; a page over these targets shows on the site checks dashboard.',
  },
  fields: [
    {
      name: 'readingGrade',
      label: 'Reading grade to aim for',
      type: 'number',
      min: 4,
      max: 16,
      defaultValue: DEFAULT_TARGETS.readingGrade,
      admin: { description: 'US school grade. Plain-language guidance for the public is grade 8.' },
    },
    {
      name: 'pageWeightKb',
      label: 'Page weight budget (KB)',
      type: 'number',
      min: 100,
      defaultValue: DEFAULT_TARGETS.pageWeightKb,
      admin: { description: 'Everything a page loads, before compression.' },
    },
    {
      name: 'requests',
      label: 'Files per page budget',
      type: 'number',
      min: 5,
      defaultValue: DEFAULT_TARGETS.requests,
    },
  ],
}

const reviewScheduleField: Field = {
  name: 'reviewSchedule',
  label: 'Review dates',
  type: 'group',
  admin: {
    description:
      'How long content stays current before its owner should read it again, counted from its last change or review. 0: never. A document can have its own date.',
  },
  fields: [
    {
      name: 'pagesMonths',
      label: 'Pages (months)',
      type: 'number',
      min: 0,
      max: 60,
      defaultValue: OWNED['named-pages'].defaultMonths,
    },
    {
      name: 'bannersMonths',
      label: 'Banners (months)',
      type: 'number',
      min: 0,
      max: 60,
      defaultValue: OWNED.announcements.defaultMonths,
    },
    {
      name: 'newsMonths',
      label: 'News and events (months)',
      type: 'number',
      min: 0,
      max: 60,
      defaultValue: OWNED['carousel-items'].defaultMonths,
    },
    {
      name: 'showLastReviewed',
      label: 'Show “Last reviewed” on public pages',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The date a page was last marked as reviewed, under its text.' },
    },
  ],
}

/** Owner, review date and "Mark as reviewed" in the document's sidebar; nothing stored with it. */
const ownershipField: Field = {
  name: 'ownership',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/governance/admin/OwnershipField#OwnershipField' } },
}

function checkedCollection(collection: CollectionConfig, notice: boolean): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), checkAfterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), checkAfterDelete],
    },
    fields: [
      ...(notice ? [brokenLinksNoticeField] : []),
      ...collection.fields,
      ...(isOwned(collection.slug) ? [ownershipField] : []),
    ],
  }
}

function checkedGlobal(global: GlobalConfig, settings: boolean): GlobalConfig {
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), checkAfterGlobalChange] },
    fields: [brokenLinksNoticeField, ...global.fields, ...(settings ? [targetsField, reviewScheduleField] : [])],
  }
}

export function governance(options: GovernanceOptions): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [
      ...(config.collections ?? []).map((collection) =>
        options.collections.includes(collection.slug)
          ? checkedCollection(collection, true)
          : options.files.includes(collection.slug)
            ? checkedCollection(collection, false)
            : collection,
      ),
      BrokenLinks,
      PageChecks,
      SiteScores,
      ContentOwners,
    ],
    globals: (config.globals ?? []).map((global) =>
      options.globals.includes(global.slug) ? checkedGlobal(global, global.slug === options.settings) : global,
    ),
    jobs: {
      ...config.jobs,
      tasks: [
        ...(config.jobs?.tasks ?? []),
        checkInternalLinksTask,
        checkExternalLinksTask,
        checkPagesTask,
        checkAllPagesTask,
        sendReviewDigestTask,
      ],
    },
    endpoints: [
      ...(config.endpoints ?? []),
      inventoryEndpoint,
      checkNowEndpoint,
      ownershipReadEndpoint,
      ownershipChangeEndpoint,
      sendDigestEndpoint,
    ],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          siteChecks: {
            Component: '/governance/admin/SiteChecksView#SiteChecksView',
            path: '/site-checks',
            exact: true,
          },
        },
        afterNavLinks: [
          ...(config.admin?.components?.afterNavLinks ?? []),
          {
            path: '/admin/nav/StaffNavLink#StaffNavLink',
            clientProps: {
              href: '/admin/site-checks',
              label: 'Site checks',
              roles: ['editor', 'admin'],
              testId: 'nav-site-checks',
            },
          },
        ],
      },
    },
  })
}

// The checks themselves, for scripts, the bench and tests.
export { SITE_CHECKS_QUEUE } from './settings'
export { checkExternalLinks, checkInternalLinks } from './links/report'
export { checkUrls, isPrivateAddress, type LinkCheckOptions } from './links/check-urls'
export { checkDuePages, duePages, publicPages, type RunOptions, type RunResult } from './pages/run'
export type { Finding } from './pages/rules'
export { lastReviewedShown } from './ownership/public'
