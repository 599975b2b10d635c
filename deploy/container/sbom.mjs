#!/usr/bin/env node
// Completes the image's CycloneDX SBOM: npm's production tree (made by cyclonedx-npm in
// the build stage) plus the operating-system packages of the runtime base, read from
// dpkg (Debian) or rpm (UBI/RHEL, Iron Bank). Usage: sbom.mjs <npm.cdx.json> <out.json>
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
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

const sbom = JSON.parse(readFileSync(npmSbomFile, 'utf8'))
const os = osComponents()
const node = { type: 'platform', 'bom-ref': 'nodejs-runtime', name: 'node', version: process.versions.node }
sbom.serialNumber = `urn:uuid:${randomUUID()}`
sbom.components = [...(sbom.components ?? []), node, ...os]
sbom.metadata = { ...sbom.metadata, timestamp: new Date().toISOString() }
writeFileSync(outFile, `${JSON.stringify(sbom, null, 2)}\n`)
console.log(`SBOM: ${sbom.components.length} components (${os.length} operating-system packages) in ${outFile}`)
