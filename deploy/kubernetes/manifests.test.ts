/**
 * The Kubernetes manifests, checked offline: rendered as kustomize would (tools/render.ts,
 * compared with `kubectl kustomize` where kubectl is installed), validated against the
 * Kubernetes schemas (tools/validate.ts), and held to what README.md promises operators.
 * The VCL is compiled and exercised with Varnish's own tools where Varnish is installed.
 */
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { parseEnv } from '../../src/config/env.ts'
import { JOB_QUEUES } from '../../src/jobs/queues.ts'
import {
  asManifest,
  configMapHash,
  containersOf,
  idOf,
  isObject,
  type Json,
  type JsonObject,
  loadManifests,
  type Manifest,
  parseYamlDocuments,
  podSpecOf,
  renderKustomization,
  splitImage,
  strategicMerge,
} from './tools/render.ts'
import { schemaErrors, unknownFields } from './tools/validate.ts'

const here = import.meta.dirname
const repo = path.resolve(here, '../..')
const read = (file: string) => readFileSync(path.join(here, file), 'utf8')

const APP_IMAGE = 'hybrid-cloud-site'
const VARNISH_IMAGE = 'hybrid-cloud-site-varnish'
const SETTINGS = 'hybrid-cloud-site-config'
const SECRETS = 'hybrid-cloud-site-secrets'
/** README.md's first step of an install or upgrade: everything but the running workloads. */
const PREPARE_SELECTOR = 'app.kubernetes.io/component notin (web,site-checks,cache,backup)'

const memo = <T>(make: () => T) => {
  let value: T | undefined
  return () => (value ??= make())
}
const overlays = {
  base: memo(() => renderKustomization(path.join(here, 'base'))),
  production: memo(() => renderKustomization(path.join(here, 'overlays/production'))),
}
const podman = memo(() => loadManifests(path.join(here, 'overlays/podman/hybrid-cloud-site.yaml')))
const exampleSecrets = memo(() => loadManifests(path.join(here, 'base/secrets.example.yaml')))

const temporary: string[] = []
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-kustomize-'))
  temporary.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const installed = (command: string, ...args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0
const onPath = (command: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)))

// --- reading the objects ---------------------------------------------------------------

function at(value: Json | undefined, ...keys: (string | number)[]): Json | undefined {
  let current = value
  for (const key of keys) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined
    else current = isObject(current) ? current[key] : undefined
  }
  return current
}
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : [])
const objects = (value: Json | undefined): JsonObject[] => list(value).filter(isObject)
const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '')
const labelsOf = (value: Json | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(isObject(value) ? value : {}).map(([key, label]) => [key, text(label)]))

function find(all: Manifest[], kind: string, name: string): Manifest {
  const found = all.find((object) => object.kind === kind && object.metadata.name === name)
  if (!found) throw new Error(`${kind}/${name} not rendered`)
  return found
}
const ofKind = (all: Manifest[], kind: string) => all.filter((object) => object.kind === kind)
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'Job', 'CronJob', 'Pod'])
const workloads = (all: Manifest[]) => all.filter((object) => WORKLOADS.has(object.kind))

function podTemplateLabels(object: Manifest): Record<string, string> {
  if (object.kind === 'Pod') return labelsOf(object.metadata.labels)
  if (object.kind === 'CronJob')
    return labelsOf(at(object, 'spec', 'jobTemplate', 'spec', 'template', 'metadata', 'labels'))
  return labelsOf(at(object, 'spec', 'template', 'metadata', 'labels'))
}

/** A label selector (matchLabels and matchExpressions) against a set of labels. */
function selects(selector: Json | undefined, labels: Record<string, string>): boolean {
  if (!isObject(selector)) return false
  const matchLabels = labelsOf(selector.matchLabels)
  if (!Object.entries(matchLabels).every(([key, value]) => labels[key] === value)) return false
  return objects(selector.matchExpressions).every((expression) => {
    const key = text(expression.key)
    const values = list(expression.values).map(text)
    switch (expression.operator) {
      case 'In':
        return key in labels && values.includes(labels[key] ?? '')
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key] ?? '')
      case 'Exists':
        return key in labels
      case 'DoesNotExist':
        return !(key in labels)
      default:
        throw new Error(`selector operator ${String(expression.operator)}`)
    }
  })
}

/** Kubernetes quantities as bytes (memory) or cores (cpu). */
function quantity(value: Json | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(value ?? ''))
  if (!match) throw new Error(`not a quantity: ${String(value)}`)
  const units: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  }
  return Number(match[1]) * (match[2] ? (units[match[2]] ?? NaN) : 1)
}

const isAppImage = (container: JsonObject) => splitImage(text(container.image)).name.endsWith(APP_IMAGE)
const isVarnishImage = (container: JsonObject) => splitImage(text(container.image)).name.endsWith(VARNISH_IMAGE)

/** Setting names: the KEY= lines of .env.example, and MIGRATE_ON_START (the container contract). */
function settingNames(): Set<string> {
  const lines = readFileSync(path.join(repo, '.env.example'), 'utf8').split('\n')
  const names = lines.filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line)).map((line) => line.slice(0, line.indexOf('=')))
  return new Set([...names, 'MIGRATE_ON_START'])
}

function dataOf(object: Manifest): Record<string, string> {
  return { ...labelsOf(object.data), ...labelsOf(object.stringData) }
}

// --- the renderer ----------------------------------------------------------------------

describe('the kustomize subset (tools/render.ts)', () => {
  const kustomization = (extra: string) =>
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - deployment.yaml\n${extra}`
  const deployment = [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: web',
    'spec:',
    '  selector: {matchLabels: {a: b}}',
    '  template:',
    '    metadata: {labels: {a: b}}',
    '    spec:',
    '      containers:',
    '        - {name: app, image: "hybrid-cloud-site:latest", args: [a, b]}',
    '        - {name: side, image: "registry.example.mil:5000/other:1"}',
    '      volumes:',
    '        - {name: vcl, configMap: {name: vcl}}',
    '',
  ].join('\n')

  it('refuses kustomization fields it does not implement, instead of rendering something else', () => {
    const dir = scratch({
      'kustomization.yaml': kustomization('commonLabels:\n  team: web\n'),
      'deployment.yaml': deployment,
    })
    expect(() => renderKustomization(dir)).toThrow(/not implemented by this renderer: commonLabels/)
  })

  it('refuses patches it cannot merge as kustomize does', () => {
    const tolerations =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {template: {spec: {tolerations: [{key: x}]}}}\n'
    const dir = scratch({
      'kustomization.yaml': kustomization('patches:\n  - path: patch.yaml\n'),
      'deployment.yaml': deployment,
      'patch.yaml': tolerations,
    })
    expect(() => renderKustomization(dir)).toThrow(/"tolerations" is not implemented/)
    const json6902 = scratch({
      'kustomization.yaml': kustomization('patches:\n  - path: patch.yaml\n    target: {kind: Deployment}\n'),
      'deployment.yaml': deployment,
      'patch.yaml': tolerations,
    })
    expect(() => renderKustomization(json6902)).toThrow(/not implemented here: target/)
  })

  it('merges containers by name, replaces args and deletes nulls, as a strategic-merge patch does', () => {
    const base: Json = {
      containers: [
        { name: 'app', image: 'a', args: ['x', 'y'], env: [{ name: 'A', value: '1' }] },
        { name: 'side', image: 's' },
      ],
    }
    const patch: Json = {
      containers: [{ name: 'app', args: ['z'], env: [{ name: 'B', value: '2' }], image: null }, { name: 'new' }],
    }
    expect(strategicMerge(base, patch, '', 'test')).toEqual({
      containers: [
        {
          name: 'app',
          args: ['z'],
          env: [
            { name: 'A', value: '1' },
            { name: 'B', value: '2' },
          ],
        },
        { name: 'side', image: 's' },
        { name: 'new' },
      ],
    })
  })

  it('sets images by name, keeping the parts an entry does not give', () => {
    expect(splitImage('registry.example.mil:5000/other:1@sha256:ab')).toEqual({
      name: 'registry.example.mil:5000/other',
      tag: ':1',
      digest: '@sha256:ab',
    })
    const dir = scratch({
      'kustomization.yaml': kustomization(
        'namespace: site\nimages:\n  - {name: hybrid-cloud-site, newName: registry.example.mil/hybrid-cloud-site, newTag: "2.0.0"}\n  - {name: "registry.example.mil:5000/other", newTag: "3"}\n',
      ),
      'deployment.yaml': deployment,
    })
    const [rendered] = renderKustomization(dir)
    expect(rendered?.metadata.namespace).toBe('site')
    expect(containersOf(rendered as Manifest).map((container) => container.image)).toEqual([
      'registry.example.mil/hybrid-cloud-site:2.0.0',
      'registry.example.mil:5000/other:3',
    ])
  })

  it("appends kustomize's content hash to a generated ConfigMap's name, and references follow it", () => {
    // 7bbhf79gm2: what kubectl kustomize (kustomize v5.5.0) names this ConfigMap.
    const dir = scratch({
      'kustomization.yaml': kustomization('configMapGenerator:\n  - name: vcl\n    files:\n      - a.txt\n'),
      'deployment.yaml': deployment,
      'a.txt': 'hello\n',
    })
    const rendered = renderKustomization(dir)
    expect(find(rendered, 'ConfigMap', 'vcl-7bbhf79gm2').data).toEqual({ 'a.txt': 'hello\n' })
    expect(at(podSpecOf(find(rendered, 'Deployment', 'web')), 'volumes', 0, 'configMap', 'name')).toBe('vcl-7bbhf79gm2')
    expect(
      configMapHash(asManifest({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: {} }, 't')),
    ).toBe(configMapHash(asManifest({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'y' }, data: {} }, 't')))
  })

  it.skipIf(!installed('kubectl', 'version', '--client'))(
    'renders base and production exactly as kubectl kustomize does',
    { timeout: 30_000 },
    () => {
      for (const [name, render] of Object.entries(overlays)) {
        const dir = name === 'base' ? path.join(here, 'base') : path.join(here, 'overlays', name)
        const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' })
        expect(result.status, result.stderr).toBe(0)
        const theirs = parseYamlDocuments(result.stdout, dir).map((document) => asManifest(document, dir))
        const byId = (all: Manifest[]) =>
          Object.fromEntries(all.map((object) => [`${idOf(object)}@${text(object.metadata.namespace)}`, object]))
        expect(byId(render()), name).toEqual(byId(theirs))
      }
    },
  )
})

// --- every file and object ---------------------------------------------------------------

describe('the YAML files', () => {
  const yamlFiles = (dir: string): string[] =>
    readdirSync(path.join(here, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name)
      if (entry.isDirectory()) return yamlFiles(relative)
      return /\.ya?ml$/.test(entry.name) ? [relative] : []
    })

  it('parse, each document an object with apiVersion, kind and a name', () => {
    const files = [...yamlFiles('base'), ...yamlFiles('overlays')]
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const documents = parseYamlDocuments(read(file), file)
      expect(documents.length, file).toBeGreaterThan(0)
      for (const document of documents) {
        if (isObject(document) && document.kind === 'Kustomization') continue
        expect(() => asManifest(document, file)).not.toThrow()
      }
    }
  })

  it(
    'render into objects the Kubernetes schemas accept, with no field the API does not know',
    { timeout: 60_000 },
    () => {
      const everything = [...overlays.base(), ...overlays.production(), ...podman(), ...exampleSecrets()]
      const problems = everything.flatMap((object) =>
        [...schemaErrors(object), ...unknownFields(object)].map((problem) => `${idOf(object)}: ${problem}`),
      )
      expect(problems).toEqual([])
    },
  )

  it('catch a misspelt field and a wrong type (the checks can fail)', () => {
    const broken = structuredClone(find(overlays.base(), 'Deployment', 'hybrid-cloud-site-app'))
    const [container] = objects(at(podSpecOf(broken), 'containers'))
    if (!container || !isObject(container.securityContext)) throw new Error('no container')
    container.securityContext.readOnlyRootFileSystem = true
    container.ports = [{ containerPort: '3000' }]
    expect(unknownFields(broken)).toEqual([
      'Deployment.spec.template.spec.containers[0].securityContext.readOnlyRootFileSystem',
    ])
    expect(schemaErrors(broken).join()).toMatch(/containerPort must be integer/)
  })
})

// --- what the Kubernetes overlays promise ---------------------------------------------------

describe.each(Object.entries(overlays))('the %s rendering', (_name, render) => {
  it('runs every pod as uid/gid 10001, non-root, read-only, no privilege escalation, no capabilities', () => {
    const pods = workloads(render())
    expect(pods.map(idOf).sort()).toEqual([
      'CronJob/hybrid-cloud-site-backup',
      'Deployment/hybrid-cloud-site-app',
      'Deployment/hybrid-cloud-site-checks',
      'Job/hybrid-cloud-site-migrate',
      'StatefulSet/hybrid-cloud-site-varnish',
    ])
    for (const object of pods) {
      const pod = podSpecOf(object)
      expect(pod?.securityContext, idOf(object)).toEqual({
        runAsNonRoot: true,
        runAsUser: 10001,
        runAsGroup: 10001,
        fsGroup: 10001,
        seccompProfile: { type: 'RuntimeDefault' },
      })
      expect(pod?.automountServiceAccountToken, idOf(object)).toBe(false)
      expect(pod?.serviceAccountName, idOf(object)).toBe('hybrid-cloud-site')
      expect(pod?.hostNetwork ?? false).toBe(false)
      for (const container of containersOf(object)) {
        expect(container.securityContext, `${idOf(object)} ${text(container.name)}`).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        })
      }
    }
    find(render(), 'ServiceAccount', 'hybrid-cloud-site')
    expect(find(render(), 'ServiceAccount', 'hybrid-cloud-site').automountServiceAccountToken).toBe(false)
  })

  it('writes only to /data and /tmp (the app image, and /backups for backups) and Varnish’s working folders', () => {
    for (const object of workloads(render())) {
      const volumes = new Map(objects(podSpecOf(object)?.volumes).map((volume) => [text(volume.name), volume]))
      for (const container of containersOf(object)) {
        const writable = objects(container.volumeMounts)
          .filter((mount) => mount.readOnly !== true && !isObject(volumes.get(text(mount.name))?.configMap))
          .map((mount) => text(mount.mountPath))
          .sort()
        const allowed = isVarnishImage(container)
          ? ['/tmp', '/var/lib/varnish']
          : object.kind === 'CronJob'
            ? ['/data', '/data/backups', '/tmp']
            : ['/data', '/tmp']
        expect(writable, `${idOf(object)} ${text(container.name)}`).toEqual(allowed)
        const tmp = volumes.get(text(objects(container.volumeMounts).find((m) => m.mountPath === '/tmp')?.name))
        expect(at(tmp, 'emptyDir', 'medium'), idOf(object)).toBe('Memory')
        expect(at(tmp, 'emptyDir', 'sizeLimit'), idOf(object)).toBeTruthy()
      }
    }
  })

  it('probes the app (startup and liveness /healthz, readiness /readyz) and drains it on the contract’s timings', () => {
    const app = find(render(), 'Deployment', 'hybrid-cloud-site-app')
    const [container, ...others] = containersOf(app)
    expect(others).toEqual([])
    if (!container) throw new Error('no app container')
    expect(container.command).toBeUndefined()
    expect(container.args).toBeUndefined()
    const httpPort = objects(container.ports).find((port) => port.name === 'http')
    expect(httpPort?.containerPort).toBe(3000)
    expect(at(container, 'livenessProbe', 'httpGet')).toEqual({ path: '/healthz', port: 'http' })
    expect(at(container, 'readinessProbe', 'httpGet')).toEqual({ path: '/readyz', port: 'http' })
    expect(at(container, 'startupProbe', 'httpGet')).toEqual({ path: '/healthz', port: 'http' })
    const period = Number(at(container, 'startupProbe', 'periodSeconds') ?? 10)
    const failures = Number(at(container, 'startupProbe', 'failureThreshold') ?? 3)
    expect(period * failures).toBeGreaterThanOrEqual(60)
    const preStop = Number(at(container, 'lifecycle', 'preStop', 'sleep', 'seconds'))
    expect(preStop).toBeGreaterThan(0)
    const settings = dataOf(find(render(), 'ConfigMap', SETTINGS))
    const drain = Number(settings.SHUTDOWN_TIMEOUT_MS) / 1000
    expect(drain).toBe(25)
    // The grace period counts the preStop hook: both, and a margin for the exit.
    expect(Number(podSpecOf(app)?.terminationGracePeriodSeconds)).toBeGreaterThan(preStop + drain)
  })

  it('gives the app a memory limit above its request and no CPU limit, and lets the autoscaler own its count', () => {
    const app = find(render(), 'Deployment', 'hybrid-cloud-site-app')
    const [container] = containersOf(app)
    const resources = at(container, 'resources')
    expect(quantity(at(resources, 'requests', 'cpu'))).toBe(0.5)
    expect(quantity(at(resources, 'limits', 'memory'))).toBeGreaterThan(quantity(at(resources, 'requests', 'memory')))
    expect(at(resources, 'limits', 'cpu')).toBeUndefined()
    expect(at(app, 'spec', 'replicas')).toBeUndefined()
    const autoscaler = find(render(), 'HorizontalPodAutoscaler', 'hybrid-cloud-site-app')
    expect(autoscaler.spec).toMatchObject({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: app.metadata.name },
      minReplicas: 2,
      maxReplicas: 6,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    })
  })

  it('migrates in the Job only: the replicas set MIGRATE_ON_START=false, the Job runs scripts/migrate.mjs', () => {
    const app = find(render(), 'Deployment', 'hybrid-cloud-site-app')
    const job = find(render(), 'Job', 'hybrid-cloud-site-migrate')
    const [appContainer] = containersOf(app)
    const [jobContainer, ...others] = containersOf(job)
    expect(others).toEqual([])
    expect(objects(appContainer?.env).find((variable) => variable.name === 'MIGRATE_ON_START')).toEqual({
      name: 'MIGRATE_ON_START',
      value: 'false',
    })
    // As arguments to the image's entry point, so tini stays PID 1.
    expect(jobContainer?.command).toBeUndefined()
    expect(jobContainer?.args).toEqual(['node', 'scripts/migrate.mjs'])
    const npmScripts = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >
    expect(list(jobContainer?.args).join(' ')).toBe(npmScripts.migrate)
    expect(jobContainer?.image).toBe(appContainer?.image)
    expect(objects(jobContainer?.env).map((variable) => variable.name)).not.toContain('MIGRATE_ON_START')
    expect(Number(at(job, 'spec', 'ttlSecondsAfterFinished'))).toBeGreaterThan(0)
    expect(Number(at(job, 'spec', 'backoffLimit'))).toBeGreaterThanOrEqual(0)
    expect(at(podSpecOf(job), 'restartPolicy')).toBe('Never')
    // The first administrator's secret reaches the Job, and nothing else.
    const admin = (object: Manifest) =>
      containersOf(object).some((container) =>
        objects(container.envFrom).some((from) => at(from, 'secretRef', 'name') === 'hybrid-cloud-site-first-admin'),
      )
    expect(workloads(render()).filter(admin).map(idOf)).toEqual([idOf(job)])
  })

  it('backs up nightly with `npm run backup`’s command into a new folder on the backups claim', () => {
    const backup = find(render(), 'CronJob', 'hybrid-cloud-site-backup')
    const [container] = containersOf(backup)
    const npmScripts = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >
    // As arguments to the image's entry point, so tini stays PID 1. No --to: the script
    // makes DATA_DIR/backups/<time>, and refuses a folder that exists.
    expect(container?.command).toBeUndefined()
    expect(list(container?.args).join(' ')).toBe(npmScripts.backup)
    const settings = dataOf(find(render(), 'ConfigMap', SETTINGS))
    expect(container?.image).toBe(containersOf(find(render(), 'Deployment', 'hybrid-cloud-site-app'))[0]?.image)
    expect(at(backup, 'spec', 'concurrencyPolicy')).toBe('Forbid')
    const mount = objects(container?.volumeMounts).find((m) => m.mountPath === `${settings.DATA_DIR}/backups`)
    const volume = objects(podSpecOf(backup)?.volumes).find((v) => v.name === mount?.name)
    const claim = text(at(volume, 'persistentVolumeClaim', 'claimName'))
    expect(find(render(), 'PersistentVolumeClaim', claim).kind).toBe('PersistentVolumeClaim')
  })

  it('runs Varnish with the VCL of base/varnish/default.vcl on its two sockets', () => {
    const varnish = find(render(), 'StatefulSet', 'hybrid-cloud-site-varnish')
    const [container] = containersOf(varnish)
    if (!container) throw new Error('no Varnish container')
    expect(isVarnishImage(container)).toBe(true)
    expect(container.command).toEqual([
      'varnishd',
      '-F',
      '-f',
      '/etc/varnish/default.vcl',
      '-a',
      'public=:8080',
      '-a',
      'internal=:8081',
      '-s',
      'malloc,256m',
    ])
    const ports = Object.fromEntries(objects(container.ports).map((port) => [text(port.name), port.containerPort]))
    expect(ports).toEqual({ http: 8080, internal: 8081 })
    expect(at(container, 'livenessProbe', 'httpGet')).toEqual({ path: '/healthz', port: 'internal' })
    expect(at(container, 'readinessProbe', 'httpGet')).toEqual({ path: '/healthz', port: 'internal' })
    const mount = objects(container.volumeMounts).find((m) => m.mountPath === '/etc/varnish')
    const volume = objects(podSpecOf(varnish)?.volumes).find((v) => v.name === mount?.name)
    const configMap = find(render(), 'ConfigMap', text(at(volume, 'configMap', 'name')))
    expect(dataOf(configMap)['default.vcl']).toBe(read('base/varnish/default.vcl'))
    expect(at(container, 'resources')).toEqual({
      requests: { cpu: '100m', memory: '320Mi' },
      limits: { memory: '512Mi' },
    })
  })

  it('sends the public host to Varnish only, checking CAC/PIV client certificates on the way', () => {
    const [ingress, ...others] = ofKind(render(), 'Ingress')
    expect(others).toEqual([])
    if (!ingress) throw new Error('no Ingress')
    const annotations = labelsOf(ingress.metadata.annotations)
    expect(annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/auth-tls-verify-client': 'optional',
      'nginx.ingress.kubernetes.io/auth-tls-pass-certificate-to-upstream': 'true',
      'nginx.ingress.kubernetes.io/auth-tls-verify-depth': '2',
    })
    const [secretNamespace, secretName] = (annotations['nginx.ingress.kubernetes.io/auth-tls-secret'] ?? '').split('/')
    expect(secretName).toBe('hybrid-cloud-site-dod-ca')
    if (ingress.metadata.namespace !== undefined) expect(secretNamespace).toBe(ingress.metadata.namespace)
    const backends = objects(at(ingress, 'spec', 'rules')).flatMap((rule) =>
      objects(at(rule, 'http', 'paths')).map((entry) => at(entry, 'backend', 'service')),
    )
    expect(at(ingress, 'spec', 'defaultBackend')).toBeUndefined()
    expect(backends.length).toBeGreaterThan(0)
    const varnishService = find(render(), 'Service', 'hybrid-cloud-site-varnish')
    for (const backend of backends) {
      expect(backend).toEqual({ name: varnishService.metadata.name, port: { number: 8080 } })
    }
    expect(objects(at(varnishService, 'spec', 'ports')).map((port) => port.port)).toContain(8080)
    const hosts = objects(at(ingress, 'spec', 'rules')).map((rule) => text(rule.host))
    expect(objects(at(ingress, 'spec', 'tls'))).toEqual([{ hosts, secretName: 'hybrid-cloud-site-tls' }])
    expect(hosts.map((host) => `https://${host}`)).toEqual([dataOf(find(render(), 'ConfigMap', SETTINGS)).SITE_URL])
  })

  it('denies all traffic but: ingress controller -> Varnish 8080, Varnish -> app 3000, app -> Varnish 8081, monitoring -> 9464', () => {
    const policies = ofKind(render(), 'NetworkPolicy')
    const deny = policies.filter(
      (policy) =>
        isObject(at(policy, 'spec', 'podSelector')) &&
        Object.keys(at(policy, 'spec', 'podSelector') as JsonObject).length === 0,
    )
    expect(deny.map((policy) => policy.spec)).toEqual([{ podSelector: {}, policyTypes: ['Ingress', 'Egress'] }])

    const podLabels = (kind: string, name: string) => podTemplateLabels(find(render(), kind, name))
    const web = podLabels('Deployment', 'hybrid-cloud-site-app')
    const cache = podLabels('StatefulSet', 'hybrid-cloud-site-varnish')
    /** Who may reach pods with these labels on this port: the peers of every rule that admits it. */
    const peersTo = (labels: Record<string, string>, port: number): JsonObject[][] =>
      policies
        .filter((policy) => selects(at(policy, 'spec', 'podSelector'), labels))
        .flatMap((policy) => objects(at(policy, 'spec', 'ingress')))
        .filter((rule) => !Array.isArray(rule.ports) || objects(rule.ports).some((p) => p.port === port))
        .map((rule) => objects(rule.from))
    const onlyPods = (peers: JsonObject[][], labels: Record<string, string>) =>
      peers.length > 0 &&
      peers.every(
        (from) =>
          from.length > 0 &&
          from.every((peer) => Object.keys(peer).join() === 'podSelector' && selects(peer.podSelector, labels)),
      )
    const onlyNamespace = (peers: JsonObject[][], name: string) =>
      peers.length > 0 &&
      peers.every(
        (from) =>
          from.length > 0 &&
          from.every(
            (peer) =>
              Object.keys(peer).join() === 'namespaceSelector' &&
              selects(peer.namespaceSelector, { 'kubernetes.io/metadata.name': name }),
          ),
      )
    expect(onlyPods(peersTo(web, 3000), cache)).toBe(true)
    expect(onlyNamespace(peersTo(web, 9464), 'monitoring')).toBe(true)
    expect(onlyNamespace(peersTo(cache, 8080), 'ingress-nginx')).toBe(true)
    expect(onlyPods(peersTo(cache, 8081), web)).toBe(true)
    // Nothing else is open on either.
    for (const port of [22, 80, 443, 5432]) {
      expect(peersTo(web, port), `app ${port}`).toEqual([])
      expect(peersTo(cache, port), `Varnish ${port}`).toEqual([])
    }
    // The site checks' pod answers only the monitoring namespace's metrics scrape.
    const checks = podLabels('Deployment', 'hybrid-cloud-site-checks')
    expect(onlyNamespace(peersTo(checks, 9464), 'monitoring')).toBe(true)
    for (const port of [3000, 22, 80, 443, 5432]) expect(peersTo(checks, port), `site checks ${port}`).toEqual([])
    // The migration and backup pods accept nothing.
    for (const [kind, name] of [
      ['Job', 'hybrid-cloud-site-migrate'],
      ['CronJob', 'hybrid-cloud-site-backup'],
    ] as const) {
      expect(peersTo(podLabels(kind, name), 3000), name).toEqual([])
    }

    /** The ports pods with these labels may open to the outside (rules without a "to"). */
    const egressPorts = (labels: Record<string, string>) =>
      policies
        .filter((policy) => selects(at(policy, 'spec', 'podSelector'), labels))
        .flatMap((policy) => objects(at(policy, 'spec', 'egress')))
        .filter((rule) => rule.to === undefined)
        .flatMap((rule) => objects(rule.ports).map((p) => p.port))
    expect(egressPorts(web).sort()).toEqual([443, 5432, 587, 6379])
    expect(egressPorts(cache)).toEqual([])
    expect(egressPorts(checks).sort()).toEqual([443, 5432, 587, 6379])
  })

  it('selects with each Service exactly the pods of one Deployment or StatefulSet, on ports they name', () => {
    const all = render()
    for (const service of ofKind(all, 'Service')) {
      const selector = { matchLabels: at(service, 'spec', 'selector') ?? null }
      const matched = workloads(all).filter((object) => selects(selector, podTemplateLabels(object)))
      expect(
        matched.map((object) => object.kind),
        service.metadata.name,
      ).toHaveLength(1)
      const [target] = matched as [Manifest]
      expect(['Deployment', 'StatefulSet']).toContain(target.kind)
      expect(selects(at(target, 'spec', 'selector'), podTemplateLabels(target))).toBe(true)
      const portNames = containersOf(target).flatMap((container) => objects(container.ports).map((p) => p.name))
      for (const port of objects(at(service, 'spec', 'ports'))) {
        expect(portNames, `${service.metadata.name} ${text(port.name)}`).toContain(port.targetPort)
      }
    }
    const varnish = find(all, 'StatefulSet', 'hybrid-cloud-site-varnish')
    const governing = find(all, 'Service', text(at(varnish, 'spec', 'serviceName')))
    expect(at(governing, 'spec', 'clusterIP')).toBe('None')
    for (const budget of ofKind(all, 'PodDisruptionBudget')) {
      expect(at(budget, 'spec', 'minAvailable')).toBe(1)
      const matched = workloads(all).filter((object) =>
        selects(at(budget, 'spec', 'selector'), podTemplateLabels(object)),
      )
      expect(matched.map(idOf), budget.metadata.name).toHaveLength(1)
    }
    expect(
      ofKind(all, 'PodDisruptionBudget')
        .map((budget) => budget.metadata.name)
        .sort(),
    ).toEqual(['hybrid-cloud-site-app', 'hybrid-cloud-site-varnish'])
  })

  it('purges every Varnish pod, each by its own name, on the internal port', () => {
    const varnish = find(render(), 'StatefulSet', 'hybrid-cloud-site-varnish')
    const replicas = Number(at(varnish, 'spec', 'replicas'))
    expect(replicas).toBeGreaterThanOrEqual(2)
    const service = text(at(varnish, 'spec', 'serviceName'))
    const expected = Array.from({ length: replicas }, (_, i) => `http://${varnish.metadata.name}-${i}.${service}:8081/`)
    expect(dataOf(find(render(), 'ConfigMap', SETTINGS)).HTTP_CACHE_PURGE_URLS?.split(',')).toEqual(expected)
  })

  it('references only ConfigMaps, Secrets, claims and keys that exist', () => {
    const all = [...render(), ...exampleSecrets()]
    const data = (kind: string, name: string) => dataOf(find(all, kind, name))
    for (const object of workloads(render())) {
      const pod = podSpecOf(object)
      for (const volume of objects(pod?.volumes)) {
        if (isObject(volume.configMap)) data('ConfigMap', text(volume.configMap.name))
        if (isObject(volume.secret)) data('Secret', text(volume.secret.secretName))
        if (isObject(volume.persistentVolumeClaim)) {
          find(all, 'PersistentVolumeClaim', text(volume.persistentVolumeClaim.claimName))
        }
      }
      for (const container of containersOf(object)) {
        for (const from of objects(container.envFrom)) {
          if (isObject(from.configMapRef)) data('ConfigMap', text(from.configMapRef.name))
          if (isObject(from.secretRef)) data('Secret', text(from.secretRef.name))
        }
        for (const variable of objects(container.env)) {
          const configMapKey = at(variable, 'valueFrom', 'configMapKeyRef')
          const secretKey = at(variable, 'valueFrom', 'secretKeyRef')
          if (isObject(configMapKey)) {
            expect(Object.keys(data('ConfigMap', text(configMapKey.name)))).toContain(configMapKey.key)
          }
          if (isObject(secretKey)) expect(Object.keys(data('Secret', text(secretKey.name)))).toContain(secretKey.key)
        }
      }
    }
    const [ingress] = ofKind(render(), 'Ingress')
    expect(Object.keys(data('Secret', text(at(ingress, 'spec', 'tls', 0, 'secretName'))))).toEqual([
      'tls.crt',
      'tls.key',
    ])
    const caSecret = labelsOf(ingress?.metadata.annotations)['nginx.ingress.kubernetes.io/auth-tls-secret'] ?? ''
    expect(Object.keys(data('Secret', caSecret.split('/')[1] ?? ''))).toEqual(['ca.crt', 'ca.crl'])
  })

  it('never applies a Secret: the example stays an example', () => {
    expect(ofKind(render(), 'Secret')).toEqual([])
  })

  it('names only real settings, and the settings pass the app’s own checks', () => {
    const names = settingNames()
    const settings = dataOf(find(render(), 'ConfigMap', SETTINGS))
    const secrets = dataOf(find(exampleSecrets(), 'Secret', SECRETS))
    const admin = dataOf(find(exampleSecrets(), 'Secret', 'hybrid-cloud-site-first-admin'))
    const used = [
      ...Object.keys(settings),
      ...Object.keys(secrets),
      ...Object.keys(admin),
      ...workloads(render()).flatMap((object) =>
        containersOf(object).flatMap((container) => objects(container.env).map((variable) => text(variable.name))),
      ),
    ]
    expect(used.filter((name) => !names.has(name))).toEqual([])
    expect(Object.keys(settings).filter((name) => name in secrets)).toEqual([])
    expect(() => parseEnv({ ...settings, ...secrets, ...admin, NODE_ENV: 'production' })).not.toThrow()
    expect(settings).toMatchObject({
      PORT: '3000',
      LISTEN_ADDRESS: '::',
      TRUSTED_PROXY_HOPS: '2',
      LOG_LEVEL: 'info',
      METRICS_PORT: '9464',
      METRICS_HOST: '::',
    })
    expect(settings.SITE_URL).toMatch(/^https:\/\//)
    const [app] = containersOf(find(render(), 'Deployment', 'hybrid-cloud-site-app'))
    const metrics = objects(app?.ports).find((port) => port.name === 'metrics')
    expect(String(metrics?.containerPort)).toBe(settings.METRICS_PORT)
  })

  it('runs the site checks in one pod of their own, with room for a whole-site check, and every jobs queue somewhere', () => {
    const settings = dataOf(find(render(), 'ConfigMap', SETTINGS))
    const secrets = dataOf(find(exampleSecrets(), 'Secret', SECRETS))
    /** The queues the app in this workload works, as the app itself reads its settings. */
    const queuesOf = (object: Manifest) => {
      const [container] = containersOf(object)
      const own = Object.fromEntries(
        objects(container?.env).map((variable) => [text(variable.name), text(variable.value)]),
      )
      return parseEnv({ ...settings, ...secrets, ...own, NODE_ENV: 'production' }).jobsQueues
    }
    const web = find(render(), 'Deployment', 'hybrid-cloud-site-app')
    const checks = find(render(), 'Deployment', 'hybrid-cloud-site-checks')
    expect(queuesOf(web)).toEqual(['default'])
    expect(queuesOf(checks)).toEqual(['site-checks'])
    expect(new Set([...queuesOf(web), ...queuesOf(checks)])).toEqual(new Set(JOB_QUEUES))
    // Same image and server, never migrating, one replica that no Service or autoscaler counts.
    const [checker] = containersOf(checks)
    expect(checker?.image).toBe(containersOf(web)[0]?.image)
    expect(objects(checker?.env).find((variable) => variable.name === 'MIGRATE_ON_START')?.value).toBe('false')
    expect(at(checks, 'spec', 'replicas')).toBe(1)
    expect(at(checks, 'spec', 'strategy', 'type')).toBe('Recreate')
    const selected = (kind: string, path: string[]) =>
      ofKind(render(), kind).filter((object) =>
        selects({ matchLabels: at(object, ...path) ?? null }, podTemplateLabels(checks)),
      )
    expect(selected('Service', ['spec', 'selector'])).toEqual([])
    expect(
      ofKind(render(), 'HorizontalPodAutoscaler').map((scaler) => at(scaler, 'spec', 'scaleTargetRef', 'name')),
    ).not.toContain(checks.metadata.name)
    // A whole-site check of 10,000 items peaked at 1.5 GiB (server and checker, docs/PERFORMANCE.md).
    const memory = (object: Manifest, kind: string) =>
      quantity(at(containersOf(object)[0], 'resources', kind, 'memory'))
    expect(memory(checks, 'limits')).toBeGreaterThanOrEqual(1.5 * 2 ** 30)
    expect(memory(checks, 'limits')).toBeGreaterThan(memory(checks, 'requests'))
    expect(memory(web, 'limits')).toBe(512 * 2 ** 20)
  })

  it('labels everything as part of the site, and each pod with its component', () => {
    for (const object of render()) {
      expect(labelsOf(object.metadata.labels)['app.kubernetes.io/part-of'], idOf(object)).toBe('hybrid-cloud-site')
    }
    const components = Object.fromEntries(
      workloads(render()).map((object) => [idOf(object), podTemplateLabels(object)['app.kubernetes.io/component']]),
    )
    expect(components).toEqual({
      'Deployment/hybrid-cloud-site-app': 'web',
      'Deployment/hybrid-cloud-site-checks': 'site-checks',
      'StatefulSet/hybrid-cloud-site-varnish': 'cache',
      'Job/hybrid-cloud-site-migrate': 'migration',
      'CronJob/hybrid-cloud-site-backup': 'backup',
    })
    for (const object of workloads(render())) {
      const labels = podTemplateLabels(object)
      expect(labels['app.kubernetes.io/part-of'], idOf(object)).toBe('hybrid-cloud-site')
      expect(labels['app.kubernetes.io/name'], idOf(object)).toBe(
        containersOf(object).some(isVarnishImage) ? 'varnish' : 'hybrid-cloud-site',
      )
    }
  })

  it("applies, in README.md's first step, the migration Job and what it needs, and no running workload", () => {
    expect(readFileSync(path.join(here, 'README.md'), 'utf8')).toContain(`-l '${PREPARE_SELECTOR}'`)
    const excluded = /notin \(([^)]*)\)/.exec(PREPARE_SELECTOR)?.[1]?.split(',') ?? []
    const first = render().filter(
      (object) => !excluded.includes(labelsOf(object.metadata.labels)['app.kubernetes.io/component'] ?? ''),
    )
    const ids = first.map(idOf)
    expect(ids).toEqual(
      expect.arrayContaining([
        'Job/hybrid-cloud-site-migrate',
        'ServiceAccount/hybrid-cloud-site',
        `ConfigMap/${SETTINGS}`,
        'NetworkPolicy/hybrid-cloud-site-default-deny',
        'NetworkPolicy/hybrid-cloud-site-app-egress',
      ]),
    )
    expect(workloads(first).map(idOf)).toEqual(['Job/hybrid-cloud-site-migrate'])
  })
})

describe('the production overlay', () => {
  it('renders in its namespace, with the release images from the agency registry', () => {
    const all = overlays.production()
    const namespace = find(all, 'Namespace', 'hybrid-cloud-site')
    expect(labelsOf(namespace.metadata.labels)['pod-security.kubernetes.io/enforce']).toBe('restricted')
    for (const object of all.filter((o) => o.kind !== 'Namespace')) {
      expect(object.metadata.namespace, idOf(object)).toBe('hybrid-cloud-site')
    }
    const images = new Set(workloads(all).flatMap((object) => containersOf(object).map((c) => text(c.image))))
    expect([...images].sort()).toEqual([
      'registry.example.mil/hybrid-cloud-site-varnish:7.1.1-deb12u1',
      'registry.example.mil/hybrid-cloud-site:1.0.0',
    ])
  })

  it('serves www.example.mil, the address SITE_URL gives', () => {
    const all = overlays.production()
    expect(at(find(all, 'Ingress', 'hybrid-cloud-site'), 'spec', 'rules', 0, 'host')).toBe('www.example.mil')
    expect(dataOf(find(all, 'ConfigMap', SETTINGS)).SITE_URL).toBe('https://www.example.mil')
  })
})

// --- podman kube play ------------------------------------------------------------------------

describe('the Podman file (overlays/podman)', () => {
  it('holds only kinds podman kube play creates', () => {
    const kinds = new Set(['Pod', 'Deployment', 'DaemonSet', 'Job', 'PersistentVolumeClaim', 'ConfigMap', 'Secret'])
    expect(
      podman()
        .filter((object) => !kinds.has(object.kind))
        .map(idOf),
    ).toEqual([])
  })

  it('carries base/varnish/default.vcl word for word, its backend name pointing into the pod', () => {
    expect(dataOf(find(podman(), 'ConfigMap', 'hybrid-cloud-site-varnish-vcl'))['default.vcl']).toBe(
      read('base/varnish/default.vcl'),
    )
    const backend = /\.host = "([^"]+)";/.exec(read('base/varnish/default.vcl'))?.[1]
    const pod = find(podman(), 'Pod', 'hybrid-cloud-site')
    expect(objects(at(pod, 'spec', 'hostAliases'))).toEqual([{ ip: '127.0.0.1', hostnames: [backend] }])
  })

  it('hardens both containers, publishes only Varnish, and sets no probe (Podman would run curl for it)', () => {
    const pod = find(podman(), 'Pod', 'hybrid-cloud-site')
    expect(at(pod, 'spec', 'securityContext')).toMatchObject({ runAsUser: 10001, runAsGroup: 10001 })
    const containers = containersOf(pod)
    expect(containers.map((container) => container.name)).toEqual(['app', 'varnish'])
    for (const container of containers) {
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      })
      for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) expect(container[probe]).toBeUndefined()
    }
    const published = containers.flatMap((container) => objects(container.ports))
    expect(published).toEqual([{ containerPort: 8080, hostPort: 8080 }])
    expect(containers.filter(isAppImage).map((c) => c.command)).toEqual([undefined])
  })

  it('names only real settings, which pass the app’s own checks', () => {
    const settings = dataOf(find(podman(), 'ConfigMap', 'hybrid-cloud-site-podman-config'))
    const names = settingNames()
    expect(Object.keys(settings).filter((name) => !names.has(name))).toEqual([])
    // PAYLOAD_SECRET is generated into the data volume at the first start.
    expect(() => parseEnv({ ...settings, PAYLOAD_SECRET: 'x'.repeat(32), NODE_ENV: 'production' })).not.toThrow()
    expect(settings.HTTP_CACHE_PURGE_URLS).toBe('http://127.0.0.1:8081/')
  })
})

// --- the VCL -------------------------------------------------------------------------------

describe('the Kubernetes VCL (base/varnish/default.vcl)', () => {
  const vcl = read('base/varnish/default.vcl')
  const original = readFileSync(path.join(repo, 'deploy/varnish/default.vcl'), 'utf8')
  /** A top-level block (`sub x {` or `probe x {` at the start of a line, up to the next `}` line). */
  const block = (source: string, header: string) => {
    const start = source.indexOf(`\n${header} {\n`)
    const end = source.indexOf('\n}\n', start)
    if (start < 0 || end < 0) throw new Error(`${header} not found`)
    return source.slice(start + 1, end + 3)
  }
  const statements = (source: string) =>
    source
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))

  it('has one backend, the app Service on its port, and lets the pod network purge', () => {
    const app = find(overlays.base(), 'Service', 'hybrid-cloud-site-app')
    expect([...vcl.matchAll(/^backend (\S+) \{/gm)].map((match) => match[1])).toEqual(['app'])
    expect(vcl).toContain(`.host = "${app.metadata.name}";`)
    expect(vcl).toContain(`.port = "${String(at(app, 'spec', 'ports', 0, 'port'))}";`)
    expect(block(vcl, 'acl purgers')).toMatch(/"10\.0\.0\.0"\/8;/)
  })

  it('keeps the caching, grace and purge rules of deploy/varnish/default.vcl', () => {
    for (const header of ['probe app_alive', 'sub vcl_backend_response', 'sub vcl_deliver', 'sub vcl_synth']) {
      expect(block(vcl, header), header).toBe(block(original, header))
    }
    expect(statements(block(vcl, 'sub vcl_recv'))).toContain('ban("obj.http.x-url !~ ^/_next/static/");')
    // vcl_recv from the operations endpoints on: the same statements, in the same order.
    const recv = block(original, 'sub vcl_recv')
    const tail = statements(recv.slice(recv.indexOf('# Operations endpoints')))
    const ours = statements(block(vcl, 'sub vcl_recv'))
    expect(ours.slice(ours.indexOf(tail[0] ?? ''))).toEqual(tail)
  })

  /** Readable by all: varnishd started as root reads the VCL as its own unprivileged user. */
  const workdir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-varnish-'))
    chmodSync(dir, 0o755)
    temporary.push(dir)
    return dir
  }

  it.skipIf(!installed('varnishd', '-V'))('compiles with varnishd', () => {
    const dir = workdir()
    // Here the Service's name does not resolve: the compiler resolves backends.
    writeFileSync(path.join(dir, 'default.vcl'), vcl.replace('"hybrid-cloud-site-app"', '"127.0.0.1"'))
    const result = spawnSync('varnishd', ['-C', '-n', path.join(dir, 'work'), '-f', path.join(dir, 'default.vcl')], {
      encoding: 'utf8',
    })
    expect(result.status, result.stderr.split('\n').slice(-20).join('\n')).toBe(0)
  })

  it.skipIf(!onPath('varnishtest'))(
    'hands a verified card to the app on the sign-in paths only, and purges only from the internal port',
    { timeout: 60_000 },
    () => {
      const dir = workdir()
      // The test server stands in for the app; the backend probe is left out (it would
      // take the test server's requests), hence vcc_err_unref=off for the unused probe.
      const underTest = vcl
        .replace('.host = "hybrid-cloud-site-app";', '.host = "${s1_addr}";')
        .replace('.port = "3000";', '.port = "${s1_port}";')
        .replace('    .probe = app_alive;\n', '')
        .replace(/^vcl 4\.1;$/m, '')
      expect(underTest).not.toContain('.probe = app_alive;')
      const card = '-hdr "ssl-client-cert: -----BEGIN%20CERTIFICATE-----card"'
      const forged =
        '-hdr "X-Client-Cert: forged" -hdr "X-Client-Verify: SUCCESS" -hdr "X-Client-Cert-Proxy-Secret: forged"'
      const vtc = `varnishtest "deploy/kubernetes/base/varnish/default.vcl"
setenv CLIENT_CERT_PROXY_SECRET 0123456789abcdef0123456789abcdef
server s1 {
    rxreq
    expect req.url == "/admin/login"
    expect req.http.X-Client-Verify == "SUCCESS"
    expect req.http.X-Client-Cert == "-----BEGIN%20CERTIFICATE-----card"
    expect req.http.X-Client-Cert-Proxy-Secret == "0123456789abcdef0123456789abcdef"
    expect req.http.ssl-client-cert == <undef>
    expect req.http.ssl-client-verify == <undef>
    expect req.http.X-Request-Id ~ "^varnish-"
    txresp
    rxreq
    expect req.url == "/api/users/certificate-login"
    expect req.http.X-Client-Verify == "NONE"
    expect req.http.X-Client-Cert == <undef>
    expect req.http.X-Client-Cert-Proxy-Secret == "0123456789abcdef0123456789abcdef"
    txresp
    rxreq
    expect req.url == "/admin?next=/admin/collections"
    expect req.http.X-Client-Verify == "FAILED:certificate has expired"
    expect req.http.X-Client-Cert == <undef>
    txresp
    rxreq
    expect req.url == "/api/pages"
    expect req.http.X-Client-Verify == <undef>
    expect req.http.X-Client-Cert == <undef>
    expect req.http.X-Client-Cert-Proxy-Secret == <undef>
    expect req.http.ssl-client-cert == <undef>
    txresp
    rxreq
    expect req.url == "/administrators-guide"
    expect req.http.X-Client-Cert == <undef>
    expect req.http.X-Client-Cert-Proxy-Secret == <undef>
    txresp
} -start
varnish v1 -arg "-p vcc_err_unref=off -a public=127.0.0.1:0 -a internal=127.0.0.1:0" -vcl {
${underTest}
} -start
client c1 -connect \${v1_public_sock} {
    txreq -url /admin/login -hdr "ssl-client-verify: SUCCESS" ${card} ${forged}
    rxresp
    expect resp.status == 200
    txreq -req POST -url /api/users/certificate-login -hdr "ssl-client-verify: NONE" ${forged}
    rxresp
    expect resp.status == 200
    txreq -url "/admin?next=/admin/collections" -hdr "ssl-client-verify: FAILED:certificate has expired" ${card}
    rxresp
    expect resp.status == 200
    txreq -url /api/pages -hdr "ssl-client-verify: SUCCESS" ${card} ${forged}
    rxresp
    expect resp.status == 200
    txreq -url /administrators-guide -hdr "ssl-client-verify: SUCCESS" ${card}
    rxresp
    expect resp.status == 200
    txreq -req BAN -url /
    rxresp
    expect resp.status == 403
    txreq -url /metrics
    rxresp
    expect resp.status == 404
} -run
client c2 -connect \${v1_internal_sock} {
    txreq -req BAN -url /
    rxresp
    expect resp.status == 200
    txreq -url /healthz
    rxresp
    expect resp.status == 200
    txreq -url /
    rxresp
    expect resp.status == 404
} -run
`
      writeFileSync(path.join(dir, 'default.vtc'), vtc)
      const result = spawnSync('varnishtest', ['-q', '-t', '30', path.join(dir, 'default.vtc')], {
        encoding: 'utf8',
        cwd: dir,
      })
      expect(result.status, `${result.stdout}\n${result.stderr}`.split('\n').slice(-40).join('\n')).toBe(0)
    },
  )
})
