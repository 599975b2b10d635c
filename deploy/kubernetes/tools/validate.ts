/**
 * Checks rendered objects against the Kubernetes API's OpenAPI schemas, offline:
 * - types, formats, enums and required fields with kubernetes-models' validators;
 * - unknown fields (a misspelt readOnlyRootFilesystem, say), which those validators let
 *   through but `kubectl apply` refuses (its field validation is strict by default): every
 *   field must be a property of kubernetes-models' TypeScript type for it, read with the
 *   TypeScript compiler.
 * Annotations and labels are free text to the API: nothing here checks their meaning.
 */
import path from 'node:path'

import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'
import { CronJob } from 'kubernetes-models/batch/v1/CronJob'
import { Job } from 'kubernetes-models/batch/v1/Job'
import { Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress'
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import { Namespace } from 'kubernetes-models/v1/Namespace'
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim'
import { Pod } from 'kubernetes-models/v1/Pod'
import { Secret } from 'kubernetes-models/v1/Secret'
import { Service } from 'kubernetes-models/v1/Service'
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount'
import ts from 'typescript'

import type { Json, Manifest } from './render.ts'

type ModelClass = new (data: never) => { validate(): void }

/** apiVersion/kind -> the model class (the kinds deploy/kubernetes uses). */
const MODEL_CLASSES: Record<string, ModelClass> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/CronJob': CronJob,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Pod': Pod,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
}

/** Each model with its module in kubernetes-models and the interface named after its kind. */
const MODELS: Record<string, { model: ModelClass; module: string; type: string }> = Object.fromEntries(
  Object.entries(MODEL_CLASSES).map(([key, model]) => [key, { model, module: key, type: `I${key.split('/').pop()}` }]),
)

const keyOf = (object: Manifest) => `${object.apiVersion}/${object.kind}`

/** The schema's complaints about the object (empty: valid). */
export function schemaErrors(object: Manifest): string[] {
  const entry = MODELS[keyOf(object)]
  if (!entry) return [`${keyOf(object)}: no model registered in tools/validate.ts`]
  try {
    new entry.model(structuredClone(object) as never).validate()
    return []
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)]
  }
}

let types: { checker: ts.TypeChecker; byKey: Map<string, ts.Type> } | undefined

/** kubernetes-models' interface for each registered kind, from a small virtual module. */
function modelTypes() {
  if (types) return types
  const root = path.resolve(import.meta.dirname, '../../..')
  const file = path.join(import.meta.dirname, '__models__.ts')
  const source = [
    ...Object.values(MODELS).map(
      ({ module, type }, index) => `import type { ${type} as T${index} } from 'kubernetes-models/${module}'`,
    ),
    'export interface Models {',
    ...Object.keys(MODELS).map((key, index) => `  ${JSON.stringify(key)}: T${index}`),
    '}',
  ].join('\n')
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    baseUrl: root,
  }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile.call(host, name, version, ...rest)
  host.fileExists = (name) => name === file || fileExists.call(host, name)
  host.readFile = (name) => (name === file ? source : readFile.call(host, name))
  const program = ts.createProgram([file], options, host)
  const problems = ts.getPreEmitDiagnostics(program)
  if (problems.length > 0) {
    throw new Error(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'))
  }
  const checker = program.getTypeChecker()
  const sourceFile = program.getSourceFile(file)
  const models = sourceFile?.statements.find(ts.isInterfaceDeclaration)
  if (!models) throw new Error('virtual models module not compiled')
  const modelsType = checker.getTypeAtLocation(models.name)
  const byKey = new Map<string, ts.Type>()
  for (const key of Object.keys(MODELS)) {
    const property = modelsType.getProperty(key)
    if (!property) throw new Error(`no type for ${key}`)
    byKey.set(key, checker.getTypeOfSymbol(property))
  }
  types = { checker, byKey }
  return types
}

/** Fields of the object that its Kubernetes type does not have, as paths (empty: none). */
export function unknownFields(object: Manifest): string[] {
  const { checker, byKey } = modelTypes()
  const type = byKey.get(keyOf(object))
  if (!type) return [`${keyOf(object)}: no type registered in tools/validate.ts`]
  const found: string[] = []
  walk(checker, object, type, object.kind, found)
  return found
}

function walk(checker: ts.TypeChecker, value: Json, declared: ts.Type, where: string, found: string[]) {
  if (value === null || typeof value !== 'object') return
  const type = checker.getNonNullableType(declared)
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return
  const members = type.isUnion() ? type.types : [type]
  if (Array.isArray(value)) {
    const array = members.find((member) => checker.isArrayType(member))
    const [item] = array ? checker.getTypeArguments(array as ts.TypeReference) : []
    if (item) value.forEach((element, index) => walk(checker, element, item, `${where}[${index}]`, found))
    return
  }
  const objects = members.filter((member) => member.flags & ts.TypeFlags.Object && !checker.isArrayType(member))
  if (objects.length === 0) return
  for (const [key, child] of Object.entries(value)) {
    const property = objects.map((member) => member.getProperty(key)).find((symbol) => symbol !== undefined)
    const index = objects
      .map((member) => checker.getIndexInfoOfType(member, ts.IndexKind.String))
      .find((info) => info !== undefined)
    if (property) walk(checker, child, checker.getTypeOfSymbol(property), `${where}.${key}`, found)
    else if (index) walk(checker, child, index.type, `${where}.${key}`, found)
    else found.push(`${where}.${key}`)
  }
}
