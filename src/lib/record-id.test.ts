import { describe, expect, it } from 'vitest'

import {
  canonicalRecordId,
  CONTENT_KEY_SHAPE,
  generateContentKey,
  generateRecordId,
  looksLikeRecordId,
  toRecordId18,
} from './record-id'

describe('record identifiers', () => {
  it('extends a 15-character identifier with the platform checksum', () => {
    // Chunks 001A0 / 00001 / Lcz2N have upper-case letters at bits 3 / none / 0 and 4:
    // 8, 0 and 17 index 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' as I, A and R.
    expect(toRecordId18('001A000001Lcz2N')).toBe('001A000001Lcz2NIAR')
    expect(toRecordId18('a0Caaaaaaaaaaaa')).toBe('a0CaaaaaaaaaaaaEAA')
    expect(toRecordId18('AAAAAAAAAAAAAAA')).toBe('AAAAAAAAAAAAAAA555')
  })

  it('generates 18-character identifiers with the kind prefix and a valid checksum', () => {
    const id = generateRecordId('carouselItem')
    expect(id).toMatch(/^a0C[a-zA-Z0-9]{15}$/)
    expect(canonicalRecordId(id)).toBe(id)
    expect(generateRecordId('site').startsWith('0DM')).toBe(true)
    expect(generateRecordId('channel').startsWith('0ap')).toBe(true)
  })

  it('reads 18 characters case-insensitively and 15 case-sensitively', () => {
    const id = toRecordId18('a0CxYz12AbCdEfG')
    expect(canonicalRecordId(id.toLowerCase())).toBe(id)
    expect(canonicalRecordId(id.toUpperCase())).toBe(id)
    expect(canonicalRecordId('a0CxYz12AbCdEfG')).toBe(id)
    expect(canonicalRecordId('A0CXYZ12ABCDEFG')).not.toBe(id)
  })

  it('refuses other lengths and characters', () => {
    expect(canonicalRecordId('a0CxYz12AbCdEf')).toBeNull()
    expect(canonicalRecordId('a0CxYz12AbCdEfG1')).toBeNull()
    expect(canonicalRecordId('a0CxYz12AbCdEfG!!!')).toBeNull()
    expect(canonicalRecordId('a0CxYz12AbCdEfG66Z')).toBeNull()
  })

  it('recognises 15 to 18 letters and digits as a record identifier (navigation rule)', () => {
    expect(looksLikeRecordId('a'.repeat(14))).toBe(false)
    expect(looksLikeRecordId('a'.repeat(15))).toBe(true)
    expect(looksLikeRecordId('aB3'.repeat(6))).toBe(true)
    expect(looksLikeRecordId('a'.repeat(19))).toBe(false)
    expect(looksLikeRecordId('Stratus__c')).toBe(false)
    expect(looksLikeRecordId('offerings/stratus')).toBe(false)
  })

  it('generates managed-content keys', () => {
    expect(generateContentKey()).toMatch(CONTENT_KEY_SHAPE)
    expect(generateContentKey()).not.toBe(generateContentKey())
  })
})

describe('managed content ids', () => {
  it('name a document of each kind reversibly, in the platform format', async () => {
    const { managedContentIdOf, parseManagedContentId } = await import('./record-id')
    for (const kind of ['image', 'news', 'document'] as const) {
      for (const id of [1, 61, 62, 4242, 999_999]) {
        const managed = managedContentIdOf(kind, id)
        expect(managed).toMatch(/^20Y[a-zA-Z0-9]{15}$/)
        expect(parseManagedContentId(managed)).toEqual({ kind, id })
        expect(parseManagedContentId(managed.toLowerCase())).toEqual({ kind, id })
      }
    }
    // An image's id is what it was before news and documents were delivered.
    // (The earlier code gave 20Y00000000016QEAQ for image 4242: links to it still work.)
    expect(managedContentIdOf('image', 4242)).toBe('20Y00000000016QEAQ')
    expect(parseManagedContentId('a0CAbCdEfGhIjKlMNO')).toBeNull()
    expect(parseManagedContentId('nonsense')).toBeNull()
  })
})
