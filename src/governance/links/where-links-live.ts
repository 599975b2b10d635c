/**
 * Where each place the link check reads lives in the admin (ADR 0029), and who may change
 * it there: the broken-link report sends an editor straight to it, or, for a place only
 * administrators may change, lets them hand the fix over (issue 48).
 */
export type LinkSource = { collection: string; id: string }

const GLOBALS: Record<string, { adminsOnly: boolean }> = {
  'home-page': { adminsOnly: false },
  'site-settings': { adminsOnly: true },
}

/** The admin address of the document or settings a broken link was found on. */
export function adminPathOfSource({ collection, id }: LinkSource): string {
  if (collection in GLOBALS) return `/admin/globals/${collection}`
  return `/admin/collections/${collection}/${encodeURIComponent(id)}`
}

/** Only administrators may change it (site settings); editors hand such fixes over. */
export const onlyAdministratorsChange = ({ collection }: LinkSource): boolean =>
  GLOBALS[collection]?.adminsOnly ?? false

/** The e-mail an editor sends an administrator to fix a link they cannot reach. */
export function handOverMessage(
  entry: { sourceTitle: string; where: string; url: string; problem: string },
  reportAddress: string,
): { subject: string; body: string } {
  return {
    subject: `Please fix a broken link in ${entry.sourceTitle}`,
    body: [
      `The site's link check found a broken link in ${entry.sourceTitle}, which only administrators can change.`,
      '',
      `Where: ${entry.where}`,
      `Link: ${entry.url}`,
      `What is wrong: ${entry.problem}`,
      '',
      `The report: ${reportAddress}`,
    ].join('\n'),
  }
}
