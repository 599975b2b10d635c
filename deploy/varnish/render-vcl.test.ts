import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COMPOSE_VCL, renderVcl } from './render-vcl.mjs'

describe('the VCL for other instances', () => {
  it('is what deploy/compose/varnish.vcl holds (re-render it after changing default.vcl)', () => {
    const committed = readFileSync(path.join(import.meta.dirname, '../compose/varnish.vcl'), 'utf8')
    expect(committed).toBe(renderVcl(COMPOSE_VCL))
  })

  it('declares every instance, retries each failure on the next one, and lets only the listed addresses purge', () => {
    const vcl = renderVcl({
      backends: [3001, 3002, 3003].map((port) => ({ host: '127.0.0.1', port })),
      purgers: ['"10.1.2.0"/24'],
    })
    for (const name of ['app1', 'app2', 'app3']) expect(vcl).toContain(`site.add_backend(${name});`)
    expect(vcl).toContain('bereq.http.X-Failed-Backend == "app3") {\n        set bereq.backend = app1;')
    const acl = vcl.slice(vcl.indexOf('acl purgers {'), vcl.indexOf('}', vcl.indexOf('acl purgers {')))
    expect(acl).toContain('"10.1.2.0"/24;')
    expect(acl).not.toContain('127.0.0.1')
    expect(vcl).not.toMatch(/BACKENDS-BEGIN|PURGERS-BEGIN/)
  })
})
