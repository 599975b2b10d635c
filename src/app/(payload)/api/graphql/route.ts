import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { env } from '@/config/env'

const off = () => Response.json({ message: 'GraphQL is turned off on this site (GRAPHQL_ENABLED).' }, { status: 404 })

/** GraphQL, only when an operator turns it on (GRAPHQL_ENABLED=true, with depth and complexity limits). */
export const POST = env().graphqlEnabled ? GRAPHQL_POST(config) : off
export const OPTIONS = env().graphqlEnabled ? REST_OPTIONS(config) : off
