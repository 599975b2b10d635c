/**
 * The DoD notice and consent (STIG: display the Standard Mandatory DoD Notice before
 * granting access). Sign-in proceeds only once it is acknowledged: by the sign-in page's
 * "I understand and consent" (a cookie) or, for API clients, `noticeAcknowledged: true`.
 */
import { env } from '@/config/env'

export const NOTICE_COOKIE = 'hcs-notice-acknowledged'
const NOTICE_SECONDS = 30 * 60

export function noticeAcknowledged(headers: Headers, data: Record<string, unknown>): boolean {
  if (data.noticeAcknowledged === true || data.noticeAcknowledged === 'true') return true
  const cookies = headers.get('cookie') ?? ''
  return cookies.split(/;\s*/).includes(`${NOTICE_COOKIE}=1`)
}

export function noticeCookie(): string {
  const parts = [`${NOTICE_COOKIE}=1`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${NOTICE_SECONDS}`]
  if (env().signIn.secureCookie) parts.push('Secure')
  return parts.join('; ')
}

/** The Standard Mandatory DoD Notice and Consent Banner (DoDI 8500.01), the site setting's default. */
export const DOD_NOTICE = [
  'You are accessing a U.S. Government (USG) Information System (IS) that is provided for USG-authorized use only.',
  'By using this IS (which includes any device attached to this IS), you consent to the following conditions:',
  '- The USG routinely intercepts and monitors communications on this IS for purposes including, but not limited to, penetration testing, COMSEC monitoring, network operations and defense, personnel misconduct (PM), law enforcement (LE), and counterintelligence (CI) investigations.',
  '- At any time, the USG may inspect and seize data stored on this IS.',
  '- Communications using, or data stored on, this IS are not private, are subject to routine monitoring, interception, and search, and may be disclosed or used for any USG-authorized purpose.',
  '- This IS includes security measures (e.g., authentication and access controls) to protect USG interests--not for your personal benefit or privacy.',
  '- Notwithstanding the above, using this IS does not constitute consent to PM, LE or CI investigative searching or monitoring of the content of privileged communications, or work product, related to personal representation or services by attorneys, psychotherapists, or clergy, and their assistants. Such communications and work product are private and confidential. See User Agreement for details.',
].join('\n')
