import type { PayloadRequest, SanitizedConfig } from 'payload'
import { isAdministrator } from '@/lib/roles'

type HasAdmin = { admin?: { hideAPIURL?: boolean; components?: { views?: { edit?: Record<string, unknown> } } } }

/**
 * The API tab shows a document as raw JSON: a tool for administrators, not something to
 * put in front of authors and editors (issue 48). Payload shows it to everyone who can
 * open the document; this gives every collection and global, Payload's own and the
 * plugins' included, a condition on the tab. The tab's view holds nothing the person
 * could not already read through the API.
 */
export function apiTabForAdministrators(config: SanitizedConfig): SanitizedConfig {
  const condition = ({ req, collectionConfig, globalConfig }: { req: PayloadRequest } & Record<string, unknown>) =>
    isAdministrator(req.user?.role) && !((collectionConfig ?? globalConfig) as HasAdmin | undefined)?.admin?.hideAPIURL
  for (const entity of [...config.collections, ...config.globals] as HasAdmin[]) {
    entity.admin ??= {}
    entity.admin.components ??= {}
    entity.admin.components.views ??= {}
    const edit = (entity.admin.components.views.edit ??= {})
    const api = (edit.api ?? {}) as { tab?: Record<string, unknown> }
    edit.api = { ...api, tab: { ...api.tab, condition } }
  }
  return config
}
