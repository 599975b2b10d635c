/**
 * The shipped nginx config on a port other than 443, in front of the production build:
 * an administrator signs in over HTTPS and writes a draft in the admin, whose form state
 * and save run as server actions. Next refuses an action whose Origin does not match the
 * host it is given, so this fails if nginx drops the port (issue 45, finding 6).
 */
import { describe, expect, it } from 'vitest'

import { signInToAdmin } from './support/browser'
import { startNginx, type RunningNginx } from './support/nginx'
import { useOwnSite } from './support/own-site'
import { createTestCa } from './support/test-ca'

const ADMIN = { email: 'nginx-admin@example.mil', password: 'harbour lantern copper 61' }
const SECRET = 'd1e2a3d4b5e6e7f8d1e2a3d4b5e6e7f8'

describe('the admin behind nginx on a port other than 443', () => {
  let nginx: RunningNginx
  const own = useOwnSite(async ({ dir, appPort }) => {
    nginx = await startNginx({ upstream: `127.0.0.1:${appPort}`, proxySecret: SECRET, ca: createTestCa(dir) })
    return {
      siteUrl: nginx.httpsUrl,
      extraEnv: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        CLIENT_CERT_PROXY_SECRET: SECRET,
        MFA_REQUIRED_ROLES: 'none',
      },
      stop: () => nginx.stop(),
    }
  })

  it('signs in and saves a draft through the admin’s server actions', async () => {
    expect(new URL(nginx.httpsUrl).port).not.toBe('443')
    const context = await own.browser.newContext({ baseURL: nginx.httpsUrl, ignoreHTTPSErrors: true })
    const page = await context.newPage()
    const actions: string[] = []
    page.on('response', async (response) => {
      if (await response.request().headerValue('next-action')) actions.push(`${response.status()} ${response.url()}`)
    })
    await signInToAdmin(page, ADMIN.email, ADMIN.password)
    await page.goto('/admin/collections/carousel-items/create')
    await page.fill('#field-title', 'Written behind nginx on another port')
    await page.getByRole('button', { name: /save draft/i }).click()
    await page.waitForURL(/\/carousel-items\/\d+$/, { timeout: 20_000 })
    // A title typed before the form hydrated is saved without a form-state action: an edit
    // in the saved draft always asks for one.
    await page.fill('#field-title', 'Written behind nginx on another port, edited')
    await expect.poll(() => actions.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(actions.filter((one) => !one.startsWith('200 '))).toEqual([])
    await context.close()
  })
})
