import type { PayloadRequest } from 'payload'

import { hasInternalToken } from '@/config/internal-token'

/** Due jobs are run by the site's own runner (which holds the internal token) or an administrator. */
export const jobsRunner = ({ req }: { req: PayloadRequest }): boolean =>
  hasInternalToken(req.headers, 'run-jobs') || req.user?.role === 'admin'
