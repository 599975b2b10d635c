/**
 * A site that signs staff in with a CAC/PIV card only (PASSWORD_SIGN_IN=false), on a real
 * Payload behind a loopback HTTP server (issue 45, finding 6): the forgot-password API
 * refuses and says how to sign in instead, and the admin's /admin/forgot page, as Payload
 * picks it from the configuration, says the same in place of Payload's reset form (which
 * answered "Email Sent"). Its look in a browser is not checked here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { AdminViewServerProps } from 'payload'
import type { ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayloadBridge, type PayloadBridge } from './support/payload-bridge'
import { startTestPayload, type TestPayload } from './support/payload-instance'
import { readLoosely } from './support/rest-call'

let instance: TestPayload
let bridge: PayloadBridge
const owner = { email: 'card.holder@example.mil', password: 'granite harbour sparrow 31' }

beforeAll(async () => {
  bridge = await startPayloadBridge(
    () => instance.key,
    () => bridge.url,
  )
  Object.assign(process.env, {
    SITE_URL: bridge.url,
    PASSWORD_SIGN_IN: 'false',
    CLIENT_CERT_PROXY_SECRET: 'a1'.repeat(16),
  })
  instance = await startTestPayload('sqlite')
  await instance.payload.create({ collection: 'users', data: { ...owner, role: 'editor' } as never })
})

afterAll(async () => {
  await bridge?.stop()
  await instance?.close()
})

/** The page Payload renders at /admin/<view>: the configured component, found by its import-map key. */
async function adminPage(view: string): Promise<string> {
  const configured = instance.payload.config.admin.components.views?.[view] as
    { Component: string; path: string } | undefined
  expect(configured, `a view in place of Payload's own at /admin/${view}`).toBeDefined()
  const importMap = readFileSync(path.join(process.cwd(), 'src/app/(payload)/admin/importMap.js'), 'utf8')
  expect(importMap).toContain(`"${configured!.Component}"`)
  const [file, name] = configured!.Component.split('#') as [string, string]
  const component = (await import(/* @vite-ignore */ `@${file}`))[name] as (
    props: AdminViewServerProps,
  ) => Promise<ReactElement>
  const props = { initPageResult: { req: { payload: instance.payload } } } as unknown as AdminViewServerProps
  const { prelude } = await prerender(await component(props))
  return new Response(prelude).text()
}

describe('forgotten passwords when password sign-in is turned off (issue 45, finding 6)', () => {
  it('refuses a reset request, saying passwords are off and how to sign in instead, and sends no link', async () => {
    const response = await fetch(`${bridge.url}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.email }),
    })
    const { status, json } = await readLoosely(response)
    expect(status).toBe(403)
    expect(json.errors?.[0]?.message).toMatch(/Password sign-in is turned off.*single sign-on or your CAC\/PIV card/)
    const stored = (await instance.payload.db.findOne({
      collection: 'users',
      where: { email: { equals: owner.email } },
    })) as { resetPasswordToken?: string | null }
    expect(stored.resetPasswordToken ?? null).toBeNull()
  })

  it('shows at /admin/forgot that passwords are not used and how to sign in, with no reset form', async () => {
    const html = await adminPage('forgot')
    expect(html).toContain('Passwords are not used on this site')
    expect(html).toContain('Sign in with your CAC/PIV card on the sign-in page')
    expect(html).toMatch(/<a [^>]*href="\/admin\/login"[^>]*>Go to the sign-in page<\/a>/)
    expect(html).not.toMatch(/<form|<input|Email Sent/i)
  })
})
