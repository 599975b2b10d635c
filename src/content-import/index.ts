/**
 * The content import (ADR 0041): brings a Salesforce Experience Cloud site's content in,
 * from a CMS export or a live org, keeping content keys, managed-content ids, record ids
 * and old addresses. One Payload plugin adds where an item came from to the collections it
 * writes; `npm run import` and the admin's "Import content" view run the same engine.
 * Other folders import this file only (an ESLint rule keeps them out of the rest).
 */
import type { Plugin } from 'payload'

import { IMPORTED_COLLECTIONS, movedFromSalesforceField } from './fields'
import { contentImportEndpoints } from './runs'

export function contentImport(): Plugin {
  return (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      (IMPORTED_COLLECTIONS as readonly string[]).includes(collection.slug)
        ? { ...collection, fields: [...collection.fields, movedFromSalesforceField] }
        : collection,
    ),
    // POST /api/content-import, GET /api/content-import and /api/content-import/<id>.
    endpoints: [...(config.endpoints ?? []), ...contentImportEndpoints],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          contentImport: { Component: '/content-import/admin/ImportView#ImportView', path: '/import', exact: true },
        },
        // In the menu for administrators only (the view and the endpoints check again).
        afterNavLinks: [
          ...(config.admin?.components?.afterNavLinks ?? []),
          {
            path: '/admin/nav/StaffNavLink#StaffNavLink',
            clientProps: {
              href: '/admin/import',
              label: 'Import content',
              roles: ['admin'],
              testId: 'nav-import-content',
            },
          },
        ],
      },
    },
  })
}

export { type ImportRun, type ImportRunSummary, type RunMode, type RunState } from './runs'
export { runImport, type ImportReport, type Outcome, type ReportEntry } from './engine'
export { progressLine, type Progress } from './progress'
export { DEFAULT_MAPPING, parseMapping, type Mapping } from './mapping'
export { openExportSource } from './sources/export'
export { openOrgSource, type OrgSettings } from './sources/org'
export { ImportError, type ContentSource, type SourceItem, type SourceProblem } from './sources/source'
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from './sources/zip'
export { openOrgSourceFromEnvironment, queriesFor } from './org-settings'
