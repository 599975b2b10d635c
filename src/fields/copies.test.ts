import type { FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'

import { copyOf } from './copies'

const run = (hook: FieldHook, value: unknown) => (hook as (args: { value: unknown }) => unknown)({ value })

describe('what a duplicate starts with', () => {
  it('marks its title as a copy, so lists and its heading tell it from the original', () => {
    expect(run(copyOf.title, 'Stratus')).toBe('Stratus (copy)')
    expect(run(copyOf.title, '')).toBe('')
  })

  it('gives unique fields a new value in their own shape', () => {
    expect(run(copyOf.path, 'offerings/stratus')).toMatch(/^offerings\/stratus-copy-[a-z0-9]{1,4}$/)
    expect(run(copyOf.apiName, 'Stratus__c')).toMatch(/^Stratus_copy_[a-z0-9]{1,4}__c$/)
    expect(run(copyOf.key, 'maintenance')).toMatch(/^maintenance-copy-[a-z0-9]{1,4}$/)
  })
})
