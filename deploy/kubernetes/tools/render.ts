/**
 * A small, strict subset of `kustomize build`, enough for deploy/kubernetes and no more, so
 * the manifests can be checked where kustomize is not installed. It refuses every
 * kustomization field and every patch shape it does not implement: what it renders is
 * what kustomize renders, or it fails (manifests.test.ts also compares it with
 * `kubectl kustomize` where kubectl is installed).
 *
 * Implemented: resources (files, and directories holding a kustomization), namespace,
 * images (newName, newTag, digest), replicas, patches (strategic-merge patches of a whole
 * object, found by kind and name, from a file), configMapGenerator (files and labels; the
 * name gets kustomize's content hash and references to it in pod specs follow).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { parseAllDocuments } from 'yaml'

export type Json = null | boolean | number | string | Json[] | JsonObject
export type JsonObject = { [key: string]: Json }
export type Manifest = JsonObject & { apiVersion: string; kind: string; metadata: JsonObject & { name: string } }

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Kinds that live in a namespace; the namespace transformer sets it on these only. */
const NAMESPACED = new Set([
  'ConfigMap',
  'CronJob',
  'Deployment',
  'HorizontalPodAutoscaler',
  'Ingress',
  'Job',
  'NetworkPolicy',
  'PersistentVolumeClaim',
  'Pod',
  'PodDisruptionBudget',
  'Secret',
  'Service',
  'ServiceAccount',
  'StatefulSet',
])
const CLUSTER_SCOPED = new Set(['Namespace'])

const KUSTOMIZATION_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'replicas',
  'patches',
  'configMapGenerator',
])

/** YAML as Kubernetes reads it (YAML 1.1 scalars, like sigs.k8s.io/yaml): every document, empty ones skipped. */
export function parseYamlDocuments(text: string, where: string): Json[] {
  return parseAllDocuments(text, { version: '1.1' }).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${where}: ${document.errors.map((e) => e.message).join('; ')}`)
    const value = toJson(document.toJS(), where)
    return value === null ? [] : [value]
  })
}

function toJson(value: unknown, where: string): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (Array.isArray(value)) return value.map((item) => toJson(item, where))
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJson(item, where)]))
  }
  throw new Error(`${where}: ${String(value)} is not a JSON value (a date, a set, a binary?)`)
}

export function asManifest(value: Json, where: string): Manifest {
  if (!isObject(value)) throw new Error(`${where}: a document is not an object`)
  const { apiVersion, kind, metadata } = value
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !isObject(metadata)) {
    throw new Error(`${where}: a document lacks apiVersion, kind or metadata`)
  }
  if (typeof metadata.name !== 'string' || metadata.name === '') throw new Error(`${where}: ${kind} without a name`)
  return value as Manifest
}

export function loadManifests(file: string): Manifest[] {
  return parseYamlDocuments(readFileSync(file, 'utf8'), file).map((document) => asManifest(document, file))
}

export const idOf = (object: Manifest) => `${object.kind}/${object.metadata.name}`

type Build = { objects: Manifest[]; hashed: Set<Manifest> }

/** Renders the kustomization in `dir` as `kustomize build dir` would. */
export function renderKustomization(dir: string): Manifest[] {
  const { objects, hashed } = build(path.resolve(dir))
  appendNameHashes(objects, hashed)
  return objects
}

function kustomizationIn(dir: string): string | undefined {
  return ['kustomization.yaml', 'kustomization.yml', 'Kustomization']
    .map((name) => path.join(dir, name))
    .find((file) => existsSync(file))
}

function stringList(value: Json | undefined, where: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${where} must be a list of strings`)
  }
  return value as string[]
}

function objectList(value: Json | undefined, allowed: string[], where: string): JsonObject[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every(isObject)) throw new Error(`${where} must be a list of objects`)
  for (const item of value as JsonObject[]) {
    const unknown = Object.keys(item).filter((key) => !allowed.includes(key))
    if (unknown.length > 0) throw new Error(`${where}: not implemented here: ${unknown.join(', ')}`)
  }
  return value as JsonObject[]
}

/** Kustomize reads files only inside the kustomization's own folder (its load restrictor). */
function inside(root: string, relative: string, where: string): string {
  const target = path.resolve(root, relative)
  const rel = path.relative(root, target)
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(`${where}: ${relative} is outside ${root}`)
  return target
}

function build(dir: string): Build {
  const file = kustomizationIn(dir)
  if (!file) throw new Error(`${dir}: no kustomization.yaml`)
  const documents = parseYamlDocuments(readFileSync(file, 'utf8'), file)
  const kustomization = documents[0]
  if (documents.length !== 1 || !isObject(kustomization)) throw new Error(`${file}: must be one object`)
  const unknown = Object.keys(kustomization).filter((key) => !KUSTOMIZATION_FIELDS.has(key))
  if (unknown.length > 0) throw new Error(`${file}: fields not implemented by this renderer: ${unknown.join(', ')}`)
  if (kustomization.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || kustomization.kind !== 'Kustomization') {
    throw new Error(`${file}: apiVersion kustomize.config.k8s.io/v1beta1, kind Kustomization expected`)
  }

  const objects: Manifest[] = []
  const hashed = new Set<Manifest>()
  for (const entry of stringList(kustomization.resources, `${file} resources`)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(entry)) throw new Error(`${file}: remote resource ${entry} not implemented`)
    const target = path.resolve(dir, entry)
    if (!existsSync(target)) throw new Error(`${file}: ${entry} does not exist`)
    if (statSync(target).isDirectory()) {
      const sub = build(target)
      objects.push(...sub.objects)
      sub.hashed.forEach((object) => hashed.add(object))
    } else {
      objects.push(...loadManifests(inside(dir, entry, file)))
    }
  }

  const generators = objectList(
    kustomization.configMapGenerator,
    ['name', 'files', 'options'],
    `${file} configMapGenerator`,
  )
  for (const generator of generators) {
    if (typeof generator.name !== 'string') throw new Error(`${file}: configMapGenerator without a name`)
    const [options] = objectList(
      generator.options === undefined ? undefined : [generator.options],
      ['labels'],
      `${file} configMapGenerator options`,
    )
    const labels = options?.labels
    if (labels !== undefined && (!isObject(labels) || !Object.values(labels).every((v) => typeof v === 'string'))) {
      throw new Error(`${file}: configMapGenerator labels must be strings`)
    }
    const data: JsonObject = {}
    for (const source of stringList(generator.files, `${file} configMapGenerator files`)) {
      const [key, relative] = source.includes('=') ? source.split('=', 2) : [path.basename(source), source]
      if (!key || !relative) throw new Error(`${file}: bad file source ${source}`)
      if (key in data) throw new Error(`${file}: key ${key} twice in ${generator.name}`)
      data[key] = readFileSync(inside(dir, relative, file), 'utf8')
    }
    const metadata: JsonObject = labels ? { name: generator.name, labels } : { name: generator.name }
    const configMap = asManifest({ apiVersion: 'v1', kind: 'ConfigMap', metadata, data }, file)
    objects.push(configMap)
    hashed.add(configMap)
  }

  const seen = new Set<string>()
  for (const object of objects) {
    const id = `${idOf(object)}@${String(object.metadata.namespace ?? '')}`
    if (seen.has(id)) throw new Error(`${file}: ${idOf(object)} defined twice`)
    seen.add(id)
  }

  if (kustomization.namespace !== undefined) {
    const namespace = kustomization.namespace
    if (typeof namespace !== 'string') throw new Error(`${file}: namespace must be a string`)
    for (const object of objects) {
      if (NAMESPACED.has(object.kind)) object.metadata.namespace = namespace
      else if (!CLUSTER_SCOPED.has(object.kind))
        throw new Error(`${file}: is ${object.kind} namespaced? Add it to render.ts`)
    }
  }

  for (const patch of objectList(kustomization.patches, ['path'], `${file} patches`)) {
    if (typeof patch.path !== 'string') throw new Error(`${file}: a patch without a path`)
    const patchFile = inside(dir, patch.path, file)
    const patches = loadManifests(patchFile)
    if (patches.length !== 1) throw new Error(`${patchFile}: one object per patch file`)
    const [body] = patches as [Manifest]
    const targets = objects.filter((object) => object.kind === body.kind && object.metadata.name === body.metadata.name)
    if (targets.length !== 1) throw new Error(`${patchFile}: ${targets.length} objects ${idOf(body)}`)
    const [target] = targets as [Manifest]
    if (hashed.has(target)) throw new Error(`${patchFile}: patching a generated ConfigMap is not implemented`)
    if (body.apiVersion !== target.apiVersion) throw new Error(`${patchFile}: apiVersion differs from the target's`)
    const merged = strategicMerge(target, body, '', patchFile)
    if (!isObject(merged)) throw new Error(`${patchFile}: the patch removed its target`)
    for (const key of Object.keys(target)) delete target[key]
    Object.assign(target, merged)
  }

  for (const image of objectList(kustomization.images, ['name', 'newName', 'newTag', 'digest'], `${file} images`)) {
    if (typeof image.name !== 'string') throw new Error(`${file}: an image without a name`)
    for (const object of objects) {
      for (const container of containersOf(object)) {
        if (typeof container.image !== 'string') continue
        const current = splitImage(container.image)
        if (current.name !== image.name) continue
        const name = typeof image.newName === 'string' ? image.newName : current.name
        const tag = typeof image.newTag === 'string' ? `:${image.newTag}` : current.tag
        const digest = typeof image.digest === 'string' ? `@${image.digest}` : current.digest
        container.image = typeof image.digest === 'string' ? `${name}${digest}` : `${name}${tag}${digest}`
      }
    }
  }

  for (const replica of objectList(kustomization.replicas, ['name', 'count'], `${file} replicas`)) {
    const targets = objects.filter(
      (object) =>
        ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(object.kind) && object.metadata.name === replica.name,
    )
    if (targets.length === 0 || typeof replica.count !== 'number') throw new Error(`${file}: replicas ${replica.name}`)
    for (const target of targets) {
      if (!isObject(target.spec)) throw new Error(`${file}: ${idOf(target)} has no spec`)
      target.spec.replicas = replica.count
    }
  }

  return { objects, hashed }
}

/** name[:tag][@digest], the tag being after the last slash (a registry may have a port). */
export function splitImage(image: string): { name: string; tag: string; digest: string } {
  const at = image.indexOf('@')
  const digest = at >= 0 ? image.slice(at) : ''
  const rest = at >= 0 ? image.slice(0, at) : image
  const colon = rest.lastIndexOf(':')
  if (colon > rest.lastIndexOf('/')) return { name: rest.slice(0, colon), tag: rest.slice(colon), digest }
  return { name: rest, tag: '', digest }
}

/** The pod spec of a workload, or undefined for other kinds. */
export function podSpecOf(object: Manifest): JsonObject | undefined {
  const spec = object.spec
  if (!isObject(spec)) return undefined
  if (object.kind === 'Pod') return spec
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job'].includes(object.kind)) {
    return isObject(spec.template) && isObject(spec.template.spec) ? spec.template.spec : undefined
  }
  if (object.kind === 'CronJob') {
    const job = spec.jobTemplate
    if (!isObject(job) || !isObject(job.spec) || !isObject(job.spec.template)) return undefined
    return isObject(job.spec.template.spec) ? job.spec.template.spec : undefined
  }
  return undefined
}

export function containersOf(object: Manifest): JsonObject[] {
  const pod = podSpecOf(object)
  if (!pod) return []
  return [pod.initContainers, pod.containers].flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []))
}

/** List fields merged item by item on a key, as the Kubernetes types declare them. */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
}
/** List fields a patch replaces whole (no merge strategy in the Kubernetes types). */
const REPLACED_LISTS = new Set(['args', 'command', 'rules', 'tls', 'hosts', 'paths'])

export function strategicMerge(base: Json | undefined, patch: Json, field: string, where: string): Json | undefined {
  if (patch === null) return undefined
  if (isObject(patch)) {
    const result: JsonObject = isObject(base) ? { ...base } : {}
    for (const [key, value] of Object.entries(patch)) {
      if (key.startsWith('$')) throw new Error(`${where}: directive ${key} not implemented`)
      const merged = strategicMerge(result[key], value, key, where)
      if (merged === undefined) delete result[key]
      else result[key] = merged
    }
    return result
  }
  if (Array.isArray(patch)) {
    if (REPLACED_LISTS.has(field)) return patch
    const key = MERGE_KEYS[field]
    if (!key) throw new Error(`${where}: how kustomize merges the list "${field}" is not implemented`)
    const result: Json[] = Array.isArray(base) ? [...base] : []
    for (const item of patch) {
      if (!isObject(item) || item[key] === undefined) throw new Error(`${where}: ${field} items need ${key}`)
      const index = result.findIndex((existing) => isObject(existing) && existing[key] === item[key])
      if (index < 0) result.push(item)
      else result[index] = strategicMerge(result[index], item, '', where) ?? null
    }
    return result
  }
  return patch
}

/** Go's encoding/json string form (HTML-safe: <, > and & escaped), which kustomize hashes. */
function goJson(value: Json): string {
  if (isObject(value)) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${goJson(key)}:${goJson(value[key] ?? null)}`).join(',')}}`
  }
  if (Array.isArray(value)) return `[${value.map(goJson).join(',')}]`
  if (typeof value !== 'string') return JSON.stringify(value)
  return JSON.stringify(value)
    .replace(/\\b/g, '\\u0008')
    .replace(/\\f/g, '\\u000c')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * kustomize's name suffix for a ConfigMap: sha256 of {data, kind, name}, 10 characters, some
 * letters swapped. The name is always empty: kustomize looks it up as one field called
 * "metadata/name", which no object has (api/hasher/hasher.go).
 */
export function configMapHash(configMap: Manifest): string {
  const encoded = goJson({ data: configMap.data ?? {}, kind: 'ConfigMap', name: '' })
  const hex = createHash('sha256').update(encoded).digest('hex').slice(0, 10)
  const swap: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' }
  return [...hex].map((char) => swap[char] ?? char).join('')
}

/** Renames each generated ConfigMap name-<hash> and points the pod specs' references at the new name. */
function appendNameHashes(objects: Manifest[], hashed: Set<Manifest>) {
  const renamed = new Map<string, string>()
  for (const configMap of hashed) {
    if (configMap.binaryData !== undefined) throw new Error('binaryData in a generated ConfigMap: not implemented')
    const name = `${configMap.metadata.name}-${configMapHash(configMap)}`
    renamed.set(configMap.metadata.name, name)
    configMap.metadata.name = name
  }
  const follow = (reference: Json | undefined) => {
    if (isObject(reference) && typeof reference.name === 'string') {
      reference.name = renamed.get(reference.name) ?? reference.name
    }
  }
  for (const object of objects) {
    const pod = podSpecOf(object)
    if (!pod) continue
    for (const volume of Array.isArray(pod.volumes) ? pod.volumes : []) {
      if (!isObject(volume)) continue
      follow(volume.configMap)
      const projected = volume.projected
      if (isObject(projected) && Array.isArray(projected.sources)) {
        projected.sources.forEach((source) => isObject(source) && follow(source.configMap))
      }
    }
    for (const container of containersOf(object)) {
      for (const from of Array.isArray(container.envFrom) ? container.envFrom : []) {
        if (isObject(from)) follow(from.configMapRef)
      }
      for (const variable of Array.isArray(container.env) ? container.env : []) {
        if (isObject(variable) && isObject(variable.valueFrom)) follow(variable.valueFrom.configMapKeyRef)
      }
    }
  }
}
