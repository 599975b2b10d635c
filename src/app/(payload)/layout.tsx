/* Payload's admin shell (generated shape; keep in step with @payloadcms/next). */
import config from '@payload-config'
import '@payloadcms/next/css'
import './admin-theme.css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { publishingServerFunctions } from '@/publishing'

import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Payload's "Schedule publishing" asks the publishing policy first (src/publishing/scheduling.ts).
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: publishingServerFunctions })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
