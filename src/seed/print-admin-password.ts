import { env } from '@/config/env'

import type { SeedReport } from './index'

export function printAdminPassword(report: SeedReport): void {
  if (!report.adminPassword) return
  const email = env().adminEmail ?? 'admin@example.mil'
  process.stdout.write(
    [
      '',
      '  ┌──────────────────────────────────────────────────────────────',
      `  │ Admin account created: ${email}`,
      `  │ One-time password:     ${report.adminPassword}`,
      '  │ It is shown only now. Sign in at /admin and change it.',
      '  └──────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
}
