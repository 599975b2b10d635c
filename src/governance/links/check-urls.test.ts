import dns from 'node:dns'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { checkUrls, embeddedIPv4, isPrivateAddress } from './check-urls'

const NOT_CHECKED = 'The address points to a private or local network, so it was not checked'
const options = { siteUrl: 'https://cloud.example.mil', perHostDelayMs: 0, timeoutMs: 2_000 }

/** IPv6 forms of private, loopback and link-local IPv4 addresses, with the address each reaches. */
const HIDDEN_IPV4 = [
  ['64:ff9b::a00:1', '10.0.0.1'], // NAT64
  ['64:ff9b::7f00:1', '127.0.0.1'],
  ['64:ff9b::a9fe:a9fe', '169.254.169.254'],
  ['64:ff9b::c0a8:101', '192.168.1.1'],
  ['2002:7f00:1::', '127.0.0.1'], // 6to4
  ['2002:a9fe:a9fe::', '169.254.169.254'],
  ['2002:ac10:1::1', '172.16.0.1'],
  ['::ffff:7f00:1', '127.0.0.1'], // IPv4-mapped
] as const

describe('addresses the link checker refuses', () => {
  afterEach(() => vi.restoreAllMocks())

  it('refuses the NAT64 and 6to4 forms of private, loopback and link-local IPv4 addresses, like the IPv4 address itself', () => {
    for (const [address, inner] of HIDDEN_IPV4) {
      expect(embeddedIPv4(address), address).toContain(inner)
      expect(isPrivateAddress(inner), inner).toBe(true)
      expect(isPrivateAddress(address), address).toBe(true)
    }
  })

  it('still checks the NAT64 and 6to4 forms of public IPv4 addresses, and ordinary public IPv6 addresses', () => {
    for (const address of ['64:ff9b::808:808', '2002:808:808::1', '2606:4700:4700::1111', '8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  it('reports a link written with such an address as not checked, without connecting', async () => {
    const urls = ['http://[64:ff9b::a9fe:a9fe]/latest/meta-data/', 'https://[2002:7f00:1::]:8443/admin']
    const results = await checkUrls(urls, options)
    expect(results.map((result) => result.problem)).toEqual([NOT_CHECKED, NOT_CHECKED])
    expect(results.every((result) => !result.ok && result.status === undefined)).toBe(true)
  })

  it('reports a name that resolves to such an address as not checked', async () => {
    vi.spyOn(dns, 'lookup').mockImplementation(((
      _host: string,
      _options: unknown,
      callback: (error: null, addresses: dns.LookupAddress[]) => void,
    ) => callback(null, [{ address: '64:ff9b::7f00:1', family: 6 }])) as unknown as typeof dns.lookup)
    const [result] = await checkUrls(['http://internal.example.com/'], options)
    expect(result?.problem).toBe(NOT_CHECKED)
  })
})
