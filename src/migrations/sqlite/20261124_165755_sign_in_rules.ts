import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`method\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`client_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`sign_in_notice\` text DEFAULT 'You are accessing a U.S. Government (USG) Information System (IS) that is provided for USG-authorized use only.
  By using this IS (which includes any device attached to this IS), you consent to the following conditions:
  - The USG routinely intercepts and monitors communications on this IS for purposes including, but not limited to, penetration testing, COMSEC monitoring, network operations and defense, personnel misconduct (PM), law enforcement (LE), and counterintelligence (CI) investigations.
  - At any time, the USG may inspect and seize data stored on this IS.
  - Communications using, or data stored on, this IS are not private, are subject to routine monitoring, interception, and search, and may be disclosed or used for any USG-authorized purpose.
  - This IS includes security measures (e.g., authentication and access controls) to protect USG interests--not for your personal benefit or privacy.
  - Notwithstanding the above, using this IS does not constitute consent to PM, LE or CI investigative searching or monitoring of the content of privileged communications, or work product, related to personal representation or services by attorneys, psychotherapists, or clergy, and their assistants. Such communications and work product are private and confidential. See User Agreement for details.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`method\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`client_address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`sign_in_notice\`;`)
}
