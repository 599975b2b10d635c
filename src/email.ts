/**
 * E-mail: sent through SMTP only when SMTP_HOST is set. Otherwise messages are not sent
 * (the log says so), and nothing is ever handed to an outside service by default.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import type { Env } from './config/env'

const DEFAULT_FROM_NAME = 'Hybrid Cloud site'

export function emailAdapter(settings: Env): EmailAdapter | Promise<EmailAdapter> {
  const smtp = settings.smtp
  if (smtp) {
    return nodemailerAdapter({
      defaultFromAddress: smtp.from,
      defaultFromName: DEFAULT_FROM_NAME,
      transportOptions: {
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      },
    })
  }
  return ({ payload }) => ({
    name: 'not-configured',
    defaultFromAddress: 'no-reply@example.mil',
    defaultFromName: DEFAULT_FROM_NAME,
    sendEmail: async (message) => {
      payload.logger.info({ msg: 'E-mail not sent: no SMTP server is configured', subject: message.subject })
      return { sent: false }
    },
  })
}
