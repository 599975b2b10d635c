/**
 * The visitor's own address, which per-client limits count by. The connection's address
 * is the last proxy's (or the visitor's, with nothing in front); each proxy in front adds
 * the address it received the request from to X-Forwarded-For. With `hops` trusted
 * proxies in front, the visitor's address is that many entries left of the connection's:
 * whatever a visitor writes into the header sits further left and is never read.
 */
import { isIP } from 'node:net'

/** The server hands the address to the app in this request header, replacing any sent. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** `::ffff:192.0.2.1` and `192.0.2.1` are one client. */
function normalised(address: string): string {
  const trimmed = address.trim()
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxyHops: number,
): string {
  const socket = normalised(socketAddress ?? '') || 'unknown'
  if (trustedProxyHops === 0) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [...header.split(',').map(normalised).filter(Boolean), socket]
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxyHops)]
  // A proxy that sent no address (or not an address) leaves the nearest one we know.
  return candidate && isIP(candidate) ? candidate : socket
}

/** The scheme the visitor used: told by the trusted proxy in front, else the connection's. */
export function visitorUsedHttps(
  forwardedProto: string | string[] | undefined,
  connectionEncrypted: boolean,
  trustedProxyHops: number,
): boolean {
  if (trustedProxyHops === 0) return connectionEncrypted
  const header = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto
  const first = header?.split(',')[0]?.trim().toLowerCase()
  return first ? first === 'https' : connectionEncrypted
}
