/**
 * A mail server of the tests' own (smtp-server 3) that keeps every message it is given,
 * parsed, so a test can wait for the review notification it expects. Plain SMTP on
 * loopback, no TLS; sign-in is optional and any AUTH PLAIN/LOGIN credentials are accepted,
 * so the app's mail settings can be tried with or without a user.
 */
import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'

import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMessage = {
  /** The From header's address. */
  from: string
  /** Every recipient of the envelope (RCPT TO), Bcc included. */
  to: string[]
  subject: string
  text: string
  html?: string
  /** Header names in lower case; the last value of a repeated header. */
  headers: Record<string, string>
  /** The user it signed in as, when it did. */
  user?: string
  raw: string
}

export type RunningSmtpServer = {
  host: string
  port: number
  /** Every message received so far, oldest first. */
  messages: ReceivedMessage[]
  /** The first message, received or still to come, that matches. */
  waitForMessage: (predicate?: (message: ReceivedMessage) => boolean, timeoutMs?: number) => Promise<ReceivedMessage>
  stop: () => Promise<void>
}

export async function startSmtpServer(listenOn = 0): Promise<RunningSmtpServer> {
  const messages: ReceivedMessage[] = []
  const received = new EventEmitter()
  const server = new SMTPServer({
    // No STARTTLS offered: smtp-server's built-in certificate is for its own tests only.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw)
          .then((parsed) => {
            const message: ReceivedMessage = {
              from: firstAddress(parsed.from) ?? (session.envelope.mailFrom || undefined)?.address ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [key, line.slice(key.length + 1).trim()]),
              ),
              ...(typeof session.user === 'string' ? { user: session.user } : {}),
              raw: raw.toString('utf8'),
            }
            messages.push(message)
            received.emit('message', message)
            callback()
          })
          .catch((error: Error) => callback(error))
      })
    },
  })
  server.on('error', () => {
    // A client that drops its connection: nothing for the tests to do.
  })
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    host: '127.0.0.1',
    port,
    messages,
    waitForMessage: (predicate = () => true, timeoutMs = 5_000) => {
      const already = messages.find(predicate)
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const onMessage = (message: ReceivedMessage) => {
          if (!predicate(message)) return
          clearTimeout(timer)
          received.off('message', onMessage)
          resolve(message)
        }
        const timer = setTimeout(() => {
          received.off('message', onMessage)
          const subjects = messages.map((message) => JSON.stringify(message.subject)).join(', ') || 'none'
          reject(new Error(`No matching message within ${timeoutMs} ms (received: ${subjects})`))
        }, timeoutMs)
        received.on('message', onMessage)
      })
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | undefined {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((group) => group.value).find((address) => address.address)?.address
}
