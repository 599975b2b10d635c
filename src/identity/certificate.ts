import { timingSafeEqual, X509Certificate } from 'node:crypto'

/**
 * CAC/PIV sign-in (ADR 0025): nginx verifies the card against the DoD CAs and their
 * revocation lists, then hands the certificate to the app in X-Client-Cert, with
 * X-Client-Verify and a secret only it knows (deploy/nginx/hybrid-cloud-site.conf). The
 * app believes the certificate only with that secret; a visitor's own headers never count.
 */
export type CardReading =
  | { ok: true; emails: string[]; upns: string[]; edipi?: string; subject: string; serial: string }
  | { ok: false; status: 400 | 403; reason: string; message: string }

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** E-mail addresses and UPNs from a subject alternative name as Node words it. */
export function namesIn(subjectAltName: string | undefined): { emails: string[]; upns: string[] } {
  const entries = (subjectAltName ?? '').split(/,\s*/)
  const emails = entries.filter((entry) => entry.startsWith('email:')).map((entry) => entry.slice(6).toLowerCase())
  const upns = entries
    .filter((entry) => entry.startsWith('othername:UPN:'))
    .map((entry) => entry.slice('othername:UPN:'.length).toLowerCase())
  return { emails, upns }
}

/**
 * The card holder's DoD ID number (EDIPI): the UPN `<EDIPI>@mil` of a CAC, else the ten
 * digits that end the common name (`LAST.FIRST.MIDDLE.<EDIPI>`).
 */
export function edipiOf(upns: string[], subject: string): string | undefined {
  const fromUpn = upns.map((upn) => /^(\d{10})@mil$/.exec(upn)?.[1]).find(Boolean)
  if (fromUpn) return fromUpn
  const commonName = /(?:^|[,\n]\s*)CN=([^,\n]+)/.exec(subject)?.[1] ?? ''
  return /\.(\d{10})$/.exec(commonName.trim())?.[1]
}

export function readCard(headers: Headers, proxySecret: string | undefined, now = new Date()): CardReading {
  const refuse = (status: 400 | 403, reason: string, message: string): CardReading => ({
    ok: false,
    status,
    reason,
    message,
  })
  if (!proxySecret) return refuse(403, 'card sign-in off', 'Sign-in with a CAC/PIV card is not set up on this site.')
  const secret = headers.get('x-client-cert-proxy-secret') ?? ''
  if (!sameSecret(secret, proxySecret)) {
    return refuse(403, 'not from the proxy', 'Sign in with your card through the site’s address (https).')
  }
  const verify = headers.get('x-client-verify') ?? 'NONE'
  if (verify === 'NONE') return refuse(403, 'no card', 'No card was offered. Insert your CAC/PIV card, then try again.')
  if (verify !== 'SUCCESS') {
    return refuse(403, verify, `Your card was refused (${verify.replace(/^FAILED:/, '')}).`)
  }
  let cert: X509Certificate
  try {
    cert = new X509Certificate(decodeURIComponent(headers.get('x-client-cert') ?? ''))
  } catch {
    return refuse(400, 'unreadable certificate', 'Your card’s certificate could not be read.')
  }
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) {
    return refuse(403, 'certificate expired', 'Your card’s certificate has expired or is not valid yet.')
  }
  const { emails, upns } = namesIn(cert.subjectAltName)
  const edipi = edipiOf(upns, cert.subject)
  return { ok: true, emails, upns, edipi, subject: cert.subject.replace(/\n/g, ', '), serial: cert.serialNumber }
}
