/* Payload's admin shell (generated shape; keep in step with @payloadcms/next). */
import config from '@payload-config'
import '@payloadcms/next/css'
import './admin-theme.css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { notFound } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { publishingServerFunctions } from '@/publishing'

import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Anybody can call this with any arguments: a call that names no known function is a
  // 404, not Payload's "Unknown Server Function" error (a 500).
  const call = args as unknown
  const name = call && typeof call === 'object' ? (call as { name?: unknown }).name : undefined
  const given = call && typeof call === 'object' ? (call as { args?: unknown }).args : undefined
  // Payload looks the name up in plain objects: "constructor" or "__proto__" would find Object's own.
  const unknown = typeof name !== 'string' || name in Object.prototype
  if (unknown || (given !== undefined && (given === null || typeof given !== 'object'))) notFound()
  try {
    // Payload's "Schedule publishing" asks the publishing policy first (src/publishing/scheduling.ts).
    return await handleServerFunctions({ ...args, config, importMap, serverFunctions: publishingServerFunctions })
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Unknown Server Function')) notFound()
    throw error
  }
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
