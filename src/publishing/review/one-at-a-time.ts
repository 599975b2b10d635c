import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { withAdvisoryLock } from '@/database'

/**
 * Review steps on one document take turns, on every instance: ten identical approvals
 * sent at once publish once, and the other nine find the change already approved. In
 * this process a promise chain per document orders them; with PostgreSQL an advisory
 * lock named after the document orders the instances (SQLite serves one instance).
 * The chain comes first, so a process holds at most one database connection per
 * document while it waits, and at most TURNS_AT_ONCE in all: each turn holds one
 * connection for its lock and needs others from the same pool for its work.
 */
const queues = new Map<string, Promise<unknown>>()
const TURNS_AT_ONCE = 2
let turnsTaken = 0
const waitingForATurn: (() => void)[] = []

async function withATurn<T>(work: () => Promise<T>): Promise<T> {
  if (turnsTaken >= TURNS_AT_ONCE) await new Promise<void>((resolve) => waitingForATurn.push(resolve))
  else turnsTaken += 1
  try {
    return await work()
  } finally {
    const next = waitingForATurn.shift()
    if (next) next()
    else turnsTaken -= 1
  }
}

// With the document's number, this number names a review lock among the site's advisory locks.
const REVIEW_LOCKS = 726_410_119

const lockNumber = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0)

export function oneAtATime<T>(payload: Payload, key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const turn = before
    .catch(() => {})
    .then(() => withATurn(() => withAdvisoryLock(payload, [REVIEW_LOCKS, lockNumber(key)], work)))
  queues.set(key, turn)
  void turn
    .catch(() => {})
    .finally(() => {
      if (queues.get(key) === turn) queues.delete(key)
    })
  return turn
}
