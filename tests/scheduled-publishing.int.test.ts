/**
 * Who may queue publishing for later (issue 45, finding 5), on a real Payload: REST's
 * POST /api/payload-jobs through a real HTTP server, and the admin's "Schedule publishing"
 * server function as Payload's handleServerFunctions picks it (the functions the admin's
 * layout passes, else Payload's own). Authors queued `schedulePublish` jobs through the
 * latter; only their run was refused.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, type ServerFunction, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generateRecordId } from '@/lib/record-id'
import type { User } from '@/payload-types'

import { startPayloadBridge, type PayloadBridge } from './support/payload-bridge'
import { startTestPayload, type TestPayload } from './support/payload-instance'
import { readLoosely } from './support/rest-call'

type Person = 'author' | 'editor' | 'admin'

let instance: TestPayload
let bridge: PayloadBridge
let schedule: ServerFunction
let forgetTwoPersonRule: () => void
const people = {} as Record<Person, User & { password: string }>
let pageId: number

const HOUR = 60 * 60 * 1000
const ONLY_EDITORS = /^Only editors and administrators schedule publishing\. Submit the change for review/

/** The admin's "Schedule publishing" as the person would send it from the document's Publish menu. */
async function scheduleAs(person: Person, args: Record<string, unknown>) {
  const req = await createLocalReq({ user: { ...people[person], collection: 'users' } as TypedUser }, instance.payload)
  return (await schedule({ ...args, req, user: req.user, importMap: {} } as never)) as {
    error?: string
    message?: string
  }
}

const pageDoc = () => ({ relationTo: 'named-pages', value: String(pageId) })

async function scheduledJobs() {
  const { docs } = await instance.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { in: ['schedulePublish', 'publishApproved'] } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

async function clearJobs() {
  await instance.payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
}

async function setTwoPersonRule(on: boolean) {
  const settings = await instance.payload.findGlobal({ slug: 'site-settings', depth: 0 })
  // A new site's settings need their platform numbers (the seed gives them).
  const numbers = settings.siteId ? {} : { siteId: generateRecordId('site'), channelId: generateRecordId('channel') }
  await instance.payload.updateGlobal({ slug: 'site-settings', data: { ...numbers, review: { twoPersonRule: on } } })
  forgetTwoPersonRule()
}

async function signIn(person: Person) {
  const response = await fetch(`${bridge.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: people[person].email, password: people[person].password, noticeAcknowledged: true }),
  })
  const { status, json } = await readLoosely(response)
  expect(status).toBe(200)
  return json.token as string
}

beforeAll(async () => {
  process.env.MFA_REQUIRED_ROLES = 'none'
  bridge = await startPayloadBridge(
    () => instance.key,
    () => bridge.url,
  )
  process.env.SITE_URL = bridge.url
  instance = await startTestPayload('sqlite')
  const publishing = (await import('@/publishing')) as Record<string, unknown>
  forgetTwoPersonRule = publishing.forgetTwoPersonRule as () => void
  // As handleServerFunctions chooses: the layout's functions first, then Payload's own.
  const passed = publishing.publishingServerFunctions as Record<string, ServerFunction> | undefined
  const { schedulePublishHandler } = await import('@payloadcms/ui/utilities/schedulePublishHandler')
  schedule = passed?.['schedule-publish'] ?? (schedulePublishHandler as ServerFunction)
  for (const role of ['author', 'editor', 'admin'] as const) {
    const password = `quiet lantern harbour ${role} 7`
    const made = await instance.payload.create({
      collection: 'users',
      data: { email: `${role}.scheduling@example.mil`, password, role } as never,
    })
    people[role] = { ...(made as User), password }
  }
  const page = await instance.payload.create({
    collection: 'named-pages',
    data: {
      title: 'Scheduled page',
      apiName: 'Scheduled_page__c',
      path: 'scheduled-page',
      kind: 'information',
    } as never,
    draft: true,
  })
  pageId = page.id as number
})

afterAll(async () => {
  await bridge?.stop()
  await instance?.close()
})

describe('scheduled publishing (issue 45, finding 5)', () => {
  it('refuses an author who queues publishing through POST /api/payload-jobs with a 403 that says who schedules', async () => {
    const token = await signIn('author')
    for (const body of [
      {
        taskSlug: 'schedulePublish',
        input: { type: 'publish', doc: pageDoc() },
        waitUntil: new Date(Date.now() + HOUR),
      },
      { taskSlug: 'publishApproved', input: { document: `named-pages:${pageId}`, approvedBy: people.editor.id } },
    ]) {
      const response = await fetch(`${bridge.url}/api/payload-jobs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      })
      const { status, json } = await readLoosely(response)
      expect(status, body.taskSlug).toBe(403)
      expect(json.errors?.[0]?.message, body.taskSlug).toMatch(ONLY_EDITORS)
    }
    expect(await scheduledJobs()).toHaveLength(0)
  })

  it('refuses an author’s "Schedule publishing" in the admin, publish or unpublish, and queues nothing', async () => {
    await clearJobs()
    for (const type of ['publish', 'unpublish']) {
      const answer = await scheduleAs('author', { type, date: new Date(Date.now() + HOUR), doc: pageDoc() })
      expect(answer.error, type).toMatch(ONLY_EDITORS)
    }
    expect(await scheduledJobs()).toHaveLength(0)
  })

  it('refuses an editor’s scheduled publish while the two-person rule is on, and queues it when the rule is off', async () => {
    await clearJobs()
    await setTwoPersonRule(true)
    const refused = await scheduleAs('editor', { type: 'publish', date: new Date(Date.now() + HOUR), doc: pageDoc() })
    expect(refused.error).toMatch(/two-person rule is on, publishing goes through review/)
    // Taking something off the site does not wait for a second person.
    const unpublish = await scheduleAs('editor', {
      type: 'unpublish',
      date: new Date(Date.now() + HOUR),
      doc: pageDoc(),
    })
    expect(unpublish.error).toBeUndefined()
    await setTwoPersonRule(false)
    try {
      const queued = await scheduleAs('editor', {
        type: 'publish',
        date: new Date(Date.now() + 2 * HOUR),
        doc: pageDoc(),
      })
      expect(queued.error).toBeUndefined()
      const jobs = await scheduledJobs()
      expect(jobs.map((job) => (job.input as { type?: string }).type).sort()).toEqual(['publish', 'unpublish'])
    } finally {
      await setTwoPersonRule(true)
    }
  })

  it('lets an editor cancel a scheduled publish, and not an author', async () => {
    await clearJobs()
    const job = await instance.payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: pageDoc() as never,
        user: { relationTo: 'users', value: people.admin.id },
      },
      waitUntil: new Date(Date.now() + HOUR),
    })
    const refused = await scheduleAs('author', { deleteID: job.id })
    expect(refused.error).toMatch(/^Only editors and administrators cancel scheduled publishing/)
    expect((await scheduledJobs()).map((one) => one.id)).toEqual([job.id])
    const cancelled = await scheduleAs('editor', { deleteID: job.id })
    expect(cancelled.error).toBeUndefined()
    // (Payload then queues a job with nothing to publish, which may reuse the id on SQLite.)
    expect((await scheduledJobs()).filter((one) => (one.input as { doc?: unknown }).doc)).toHaveLength(0)
  })

  it('is what the admin’s layout hands to Payload’s server functions', () => {
    const layout = readFileSync(path.join(process.cwd(), 'src/app/(payload)/layout.tsx'), 'utf8')
    expect(layout).toMatch(/handleServerFunctions\(\{[^}]*serverFunctions: publishingServerFunctions/)
  })
})
