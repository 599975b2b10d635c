import type { SanitizedConfig } from 'payload'

import { humanValueDiff } from '@/fields/pickers'

type Node = {
  type?: string
  fields?: Node[]
  blocks?: Node[]
  tabs?: Node[]
  admin?: { components?: { Diff?: unknown } }
}

function yesOrNo(fields: Node[] | undefined) {
  for (const field of fields ?? []) {
    if (field.type === 'checkbox') {
      field.admin ??= {}
      field.admin.components ??= {}
      field.admin.components.Diff ??= humanValueDiff('yesno')
    }
    yesOrNo(field.fields)
    for (const nested of [...(field.blocks ?? []), ...(field.tabs ?? [])]) yesOrNo(nested.fields)
  }
}

/**
 * Compare versions answers every tick box "Yes" or "No", not Payload's "true" and "false"
 * (issue 48, staff words), for every collection, global and block, Payload's own included.
 */
export function tickBoxesInWords(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals, ...(config.blocks ?? [])] as Node[])
    yesOrNo(entity.fields)
  return config
}
