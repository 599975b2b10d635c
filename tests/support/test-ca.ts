/**
 * A certificate authority of the tests' own, made with the openssl CLI, shaped like the DoD
 * PKI that issues CAC/PIV cards: a root, an issuing CA under it (so nginx must verify a
 * chain of depth 2, as with "DoD Root CA 3 -> DOD ID CA-nn"), and card authentication
 * certificates carrying the names the app will read (rfc822Name e-mail, UPN otherName
 * `<EDIPI>@mil`). Also the certificates sign-in must refuse: expired, revoked (in a CRL)
 * and one from a CA nobody trusts that claims Alice's names.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type TestClientCert = {
  cert: string
  key: string
  /** Certificate then key in one file, as `curl --cert` and browsers' imports take it. */
  pem: string
  email: string
  /** The subject as nginx reports it in $ssl_client_s_dn (RFC 2253). */
  subject: string
}

export type TestCa = {
  dir: string
  /** What nginx trusts (ssl_client_certificate): the issuing CA, then the root. */
  caBundle: string
  /** One PEM file with the CRL of each CA in the chain: nginx checks every level. */
  crl: string
  rootCert: string
  issuingCert: string
  /** For localhost and 127.0.0.1, issued by the root. */
  server: { cert: string; key: string }
  clients: {
    /** Alice's card: e-mail and UPN (EDIPI 1234567890) in the subjectAltName. */
    alice: TestClientCert
    /** Bob's card: e-mail only. */
    bob: TestClientCert
    /** Valid in 2020 only. */
    expired: TestClientCert
    /** Listed in the issuing CA's CRL (keyCompromise). */
    revoked: TestClientCert
    /** Claims Alice's names, issued by a CA that is not in the bundle. */
    untrusted: TestClientCert
  }
  untrustedCaCert: string
}

// Bumped when what is made changes, so an old directory is made again.
const LAYOUT = 'test-ca v1'

// P-256 keys take milliseconds where RSA 2048 takes a good part of a second each; nothing
// that reads these certificates cares about the key type.
const NEW_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes']

type ClientName = keyof TestCa['clients']

const PEOPLE: Record<ClientName, { subject: string[]; email: string; upn?: string }> = {
  alice: { subject: person('DOE.ALICE.Q.1234567890'), email: 'alice@example.mil', upn: '1234567890@mil' },
  bob: { subject: person('ROE.BOB.1234567891'), email: 'bob@example.mil' },
  expired: { subject: person('OLD.CAROL.1234567892'), email: 'carol@example.mil' },
  revoked: { subject: person('LOST.DAVE.1234567893'), email: 'dave@example.mil' },
  untrusted: { subject: person('DOE.ALICE.Q.1234567890'), email: 'alice@example.mil', upn: '1234567890@mil' },
}

function person(commonName: string) {
  return ['C=US', 'O=U.S. Government', 'OU=DoD', 'OU=PKI', `CN=${commonName}`]
}

/** Makes the CA and certificates in `dir`, or returns the ones already made there. */
export function createTestCa(dir: string): TestCa {
  const at = (name: string) => path.join(dir, name)
  const client = (name: ClientName): TestClientCert => ({
    cert: at(`${name}.crt`),
    key: at(`${name}.key`),
    pem: at(`${name}.pem`),
    email: PEOPLE[name].email,
    subject: PEOPLE[name].subject.toReversed().join(','),
  })
  const ca: TestCa = {
    dir,
    caBundle: at('ca-bundle.pem'),
    crl: at('crl.pem'),
    rootCert: at('root.crt'),
    issuingCert: at('issuing.crt'),
    server: { cert: at('server.crt'), key: at('server.key') },
    clients: {
      alice: client('alice'),
      bob: client('bob'),
      expired: client('expired'),
      revoked: client('revoked'),
      untrusted: client('untrusted'),
    },
    untrustedCaCert: at('untrusted-ca.crt'),
  }
  // Written last, so a run that stopped half-way is made again; and made again after a
  // week, well before the CRLs' nextUpdate (30 days), past which nginx refuses every card.
  const marker = at('test-ca.done')
  if (existsSync(marker)) {
    const [layout, madeAt] = readFileSync(marker, 'utf8').split('\n')
    if (layout === LAYOUT && Date.now() - Number(madeAt) < 7 * 24 * 3600_000) return ca
  }

  mkdirSync(dir, { recursive: true })
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const config = at('openssl.cnf')
  for (const name of ['root', 'issuing']) {
    mkdirSync(at(`db-${name}`), { recursive: true })
    writeFileSync(at(`db-${name}/index.txt`), '')
    writeFileSync(at(`db-${name}/index.txt.attr`), 'unique_subject = no\n')
    writeFileSync(at(`db-${name}/serial`), name === 'root' ? '1000\n' : '2000\n')
    writeFileSync(at(`db-${name}/crlnumber`), '01\n')
  }
  writeFileSync(config, opensslConfig(dir))
  const subject = (parts: string[]) => `/${parts.join('/')}`
  const sign = (authority: 'root' | 'issuing', extensions: string, csr: string, out: string, extra: string[] = []) =>
    openssl('ca', '-config', config, '-name', authority, '-batch', '-notext', '-preserveDN',
      '-extensions', extensions, '-in', csr, '-out', out, ...extra) // prettier-ignore
  const request = (name: string, parts: string[]) =>
    openssl('req', '-new', ...NEW_KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject(parts))

  openssl('req', '-x509', ...NEW_KEY, '-keyout', 'root.key', '-out', 'root.crt', '-days', '3650',
    '-subj', subject(['C=US', 'O=U.S. Government', 'OU=DoD', 'OU=PKI', 'CN=Test DoD Root CA']),
    '-addext', 'basicConstraints=critical,CA:true', '-addext', 'keyUsage=critical,keyCertSign,cRLSign') // prettier-ignore
  request('issuing', ['C=US', 'O=U.S. Government', 'OU=DoD', 'OU=PKI', 'CN=Test DOD ID CA-1'])
  sign('root', 'issuing_ca', 'issuing.csr', 'issuing.crt', ['-days', '3650'])

  request('server', ['CN=localhost'])
  sign('root', 'server', 'server.csr', 'server.crt', ['-days', '365'])

  for (const name of ['alice', 'bob', 'expired', 'revoked'] as const) {
    request(name, PEOPLE[name].subject)
    // openssl ca takes dates in the past as given: the certificate really is expired.
    const validity =
      name === 'expired' ? ['-startdate', '200101000000Z', '-enddate', '201231235959Z'] : ['-days', '365']
    sign('issuing', `card_${name}`, `${name}.csr`, `${name}.crt`, validity)
  }
  openssl('ca', '-config', config, '-name', 'issuing', '-revoke', 'revoked.crt', '-crl_reason', 'keyCompromise')
  openssl('ca', '-config', config, '-name', 'issuing', '-gencrl', '-out', 'issuing.crl.pem')
  openssl('ca', '-config', config, '-name', 'root', '-gencrl', '-out', 'root.crl.pem')

  // An impostor: a CA of its own with the real issuing CA's name, signing a card with Alice's names.
  openssl('req', '-x509', ...NEW_KEY, '-keyout', 'untrusted-ca.key', '-out', 'untrusted-ca.crt', '-days', '3650',
    '-subj', subject(['C=US', 'O=U.S. Government', 'OU=DoD', 'OU=PKI', 'CN=Test DOD ID CA-1']),
    '-addext', 'basicConstraints=critical,CA:true', '-addext', 'keyUsage=critical,keyCertSign,cRLSign') // prettier-ignore
  request('untrusted', PEOPLE.untrusted.subject)
  openssl('x509', '-req', '-in', 'untrusted.csr', '-CA', 'untrusted-ca.crt', '-CAkey', 'untrusted-ca.key',
    '-set_serial', '0x3000', '-days', '365', '-extfile', config, '-extensions', 'card_untrusted', '-out', 'untrusted.crt') // prettier-ignore

  const read = (name: string) => readFileSync(at(name), 'utf8')
  writeFileSync(ca.caBundle, read('issuing.crt') + read('root.crt'))
  writeFileSync(ca.crl, read('issuing.crl.pem') + read('root.crl.pem'))
  for (const name of Object.keys(PEOPLE) as ClientName[]) {
    writeFileSync(at(`${name}.pem`), read(`${name}.crt`) + read(`${name}.key`))
  }
  writeFileSync(marker, `${LAYOUT}\n${Date.now()}`)
  return ca
}

function opensslConfig(dir: string): string {
  const authority = (name: string, crlDays: number) => `
[ ${name} ]
dir = ${path.join(dir, `db-${name}`)}
database = $dir/index.txt
new_certs_dir = $dir
serial = $dir/serial
crlnumber = $dir/crlnumber
certificate = ${path.join(dir, `${name}.crt`)}
private_key = ${path.join(dir, `${name}.key`)}
default_md = sha256
default_crl_days = ${crlDays}
policy = any_name
copy_extensions = none
email_in_dn = no
`
  const card = (name: ClientName) => {
    const { email, upn } = PEOPLE[name]
    // The UPN is otherName 1.3.6.1.4.1.311.20.2.3 (Microsoft UPN) holding a UTF8String.
    const names = [`email:${email}`, ...(upn ? [`otherName:1.3.6.1.4.1.311.20.2.3;UTF8:${upn}`] : [])]
    return `
[ card_${name} ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = clientAuth, msSmartcardLogin
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
subjectAltName = ${names.join(', ')}
`
  }
  return `# Made by tests/support/test-ca.ts
${authority('root', 30)}
${authority('issuing', 30)}
[ any_name ]
countryName = optional
organizationName = optional
organizationalUnitName = optional
commonName = supplied

[ issuing_ca ]
basicConstraints = critical, CA:true, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid

[ server ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1
${(Object.keys(PEOPLE) as ClientName[]).map(card).join('')}`
}
