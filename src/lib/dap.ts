/**
 * The Digital Analytics Program (DAP) of GSA, which OMB M-23-22 asks every public federal
 * page to carry. Off unless DAP_AGENCY is set (ADR 0027). The script is GSA's centrally
 * hosted file, loaded as GSA's code guide shows: one async script element with the id
 * `_fed_an_ua_tag` and the agency (and sub-agency) in its query.
 */
export type DapSettings = { agency: string; subagency?: string }

export const DAP_SCRIPT_ORIGIN = 'https://dap.digitalgov.gov'
export const DAP_SCRIPT_ID = '_fed_an_ua_tag'

/**
 * What the page policy must allow when DAP is on, per GSA's DAP code README ("Content
 * Security Policy"): the DAP file, the Google Analytics 4 tag library it loads, and
 * the Google Analytics host it sends its measurements to. Nothing else.
 */
export const DAP_SCRIPT_SOURCES = [DAP_SCRIPT_ORIGIN, 'https://www.googletagmanager.com'] as const
export const DAP_CONNECT_SOURCES = ['https://www.google-analytics.com'] as const

/** Agency codes are short abbreviations such as DOD or DISA. */
export const DAP_CODE = /^[A-Za-z0-9_-]{2,32}$/

export function dapScriptUrl({ agency, subagency }: DapSettings): string {
  const url = new URL('/Universal-Federated-Analytics-Min.js', DAP_SCRIPT_ORIGIN)
  url.searchParams.set('agency', agency)
  if (subagency) url.searchParams.set('subagency', subagency)
  return url.href
}
