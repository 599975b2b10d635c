// `npm run identity:sweep`: asks the identity provider about every account linked to it,
// with the tokens of each account's latest single sign-on, and turns card and password
// sign-in off for those it no longer gives access (no mapped group, or a standing grant it
// refuses to renew); prints what it found. Exit 0, or 1 when some accounts could not be
// checked, 2 when single sign-on is not set up.
// `npm run identity:restore -- <e-mail>`: turns card and password sign-in back on for an
// account whose access was removed (as an administrator's "Restore card and password
// sign-in" does), for when no administrator can sign in to do it. docs/DEPLOYMENT.md.
import { getPayload } from 'payload'

import config from '@payload-config'

import { describeSweep, restoreAccessByEmail, sweepProviderAccess, SweepNotPossible } from '@/identity'

const [command, email] = process.argv.slice(2)
const usage = 'Usage: npm run identity:sweep, or npm run identity:restore -- <e-mail of the account>'
if (command !== 'sweep' && !(command === 'restore' && email)) {
  console.error(usage)
  process.exit(2)
}

const payload = await getPayload({ config })
let exitCode = 0
try {
  if (command === 'sweep') {
    const report = await sweepProviderAccess(payload)
    console.log(describeSweep(report))
    exitCode = report.unchecked.length > 0 ? 1 : 0
  } else {
    const outcome = await restoreAccessByEmail(payload, email!)
    const words = {
      restored: `${email}: card and password sign-in are on again (recorded in the change history).`,
      'not removed': `${email}: its access was not removed; nothing changed.`,
      'no account': `There is no account with the e-mail address ${email}.`,
    }
    console.log(words[outcome])
    exitCode = outcome === 'no account' ? 2 : 0
  }
} catch (error) {
  if (!(error instanceof SweepNotPossible)) throw error
  console.error(error.message)
  exitCode = 2
}
process.exit(exitCode)
