import type { BaseDatabaseAdapter } from 'payload'

/**
 * Closes an adapter's client or pool. The PostgreSQL adapter keeps one client checked
 * out for good, so the pool is not waited for beyond a moment; errors from clients
 * closing underneath it are expected.
 */
export async function closeConnections(adapter: BaseDatabaseAdapter): Promise<void> {
  type Pool = { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void }
  const connections = adapter as unknown as { pool?: Pool; client?: { close?: () => void } }
  if (connections.pool) {
    connections.pool.on('error', () => {})
    await Promise.race([connections.pool.end(), new Promise((resolve) => setTimeout(resolve, 500))])
  } else {
    connections.client?.close?.()
  }
}
