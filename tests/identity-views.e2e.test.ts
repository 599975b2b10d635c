/**
 * The account views issue 45 added, as an administrator sees them on a laptop and a
 * phone: the proof asked before a credential change, in words, and the box that turns
 * card and password sign-in back on for a person the identity provider removed.
 * Screenshots in test-results/screenshots; no serious axe finding.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminViolations } from './support/axe'
import { openPage, screenshot, signInToAdmin } from './support/browser'
import { useBrowserAndApi } from './support/suite'

const VIEWS = [
  { name: 'laptop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]

// Writes to the database of the server these tests started, as the provider sweep would.
describe.skipIf(!inject('dataDir'))('account views for credential changes and removed access', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()
  const stamp = Date.now()
  const REMOVED = { email: `gone.${stamp}@example.mil`, name: 'Gale Gone', role: 'author' }
  let removedId: number

  beforeAll(async () => {
    const made = (await suite.api.post('/users', { ...REMOVED, password: 'willow granite pocket 83' })) as {
      doc: { id: number }
    }
    removedId = made.doc.id
    const database = createClient({ url: `file:${path.join(inject('dataDir'), 'e2e.db')}` })
    await database.execute({
      sql: 'UPDATE users SET access_removed_at = ?, access_removed_reason = ? WHERE id = ?',
      args: [new Date().toISOString(), 'The identity provider says the account no longer exists.', removedId],
    })
    database.close()
  })

  afterAll(async () => {
    await suite.api.request('DELETE', `/users/${removedId}`)
  })

  for (const { name, viewport } of VIEWS) {
    it(`asks an administrator for proof in words, and offers to restore removed access (${name})`, async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, baseUrl, viewport)
      await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))

      await page.goto('/admin/account')
      const proof = page.getByLabel('Your current password', { exact: false }).first()
      await proof.waitFor({ timeout: 20_000 })
      await screenshot(page, `identity-account-proof-${viewport.width}`)
      expect(await adminViolations(page)).toEqual([])

      await page.goto(`/admin/collections/users/${removedId}`)
      const restore = page.getByRole('checkbox', { name: 'Restore card and password sign-in' })
      await restore.waitFor({ timeout: 20_000 })
      await screenshot(page, `identity-access-removed-${viewport.width}`)
      expect(await page.locator('#field-accessRemovedReason').inputValue()).toBe(
        'The identity provider says the account no longer exists.',
      )
      expect(
        await page.getByText('Since then this person cannot sign in with a card or password', { exact: false }).count(),
      ).toBe(1)
      expect(await adminViolations(page)).toEqual([])
      expect(pageErrors).toEqual([])
      await context.close()
    })
  }
})
