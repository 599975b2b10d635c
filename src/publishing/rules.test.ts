import { describe, expect, it } from 'vitest'

import { availableActions, checkApproval, mayOverride, type ApprovalFacts } from './rules'
import { isContentStaff, isReviewer } from '@/lib/roles'

const author = { id: 1, role: 'author' }
const editor = { id: 2, role: 'editor' }
const otherEditor = { id: 3, role: 'editor' }
const admin = { id: 4, role: 'admin' }

const submittedByAuthor: ApprovalFacts = { state: 'inReview', submittedBy: 1, contributors: [1], twoPersonRule: true }

describe('who approves a change', () => {
  it('never lets an author approve, rule or no rule', () => {
    expect(checkApproval(author, submittedByAuthor)).toMatchObject({ ok: false, status: 403 })
    expect(checkApproval(author, { ...submittedByAuthor, twoPersonRule: false })).toMatchObject({ ok: false })
  })

  it('lets another editor approve a change in review', () => {
    expect(checkApproval(editor, submittedByAuthor)).toEqual({ ok: true, override: false })
  })

  it('refuses an editor who submitted or edited the change (two-person rule)', () => {
    const own = checkApproval(editor, { ...submittedByAuthor, submittedBy: 2, contributors: [2] })
    expect(own).toMatchObject({ ok: false, status: 403 })
    expect(own.ok === false && own.message).toMatch(/another editor must approve/)
    const edited = checkApproval(otherEditor, { ...submittedByAuthor, contributors: [1, '3'] })
    expect(edited).toMatchObject({ ok: false, status: 403 })
  })

  it('asks for a review first when the change was never submitted', () => {
    const check = checkApproval(editor, { state: 'draft', contributors: [1], twoPersonRule: true })
    expect(check).toMatchObject({ ok: false, status: 409 })
    expect(check.ok === false && check.message).toMatch(/Submit it for review first/)
  })

  it('lets an administrator override with a reason of ten characters or more, and says so', () => {
    const own = { ...submittedByAuthor, submittedBy: 4, contributors: [4] }
    expect(checkApproval(admin, { ...own, overrideReason: 'urgent fix' })).toEqual({ ok: true, override: true })
    const short = checkApproval(admin, { ...own, overrideReason: ' too short ' })
    expect(short).toMatchObject({ ok: false, status: 403 })
    expect(short.ok === false && short.message).toMatch(/at least 10 characters/)
    expect(checkApproval(admin, own)).toMatchObject({ ok: false, status: 403 })
    expect(
      checkApproval(editor, { ...own, submittedBy: 2, contributors: [2], overrideReason: 'editor reason' }),
    ).toMatchObject({
      ok: false,
    })
  })

  it('lets any reviewer approve their own change when the rule is off', () => {
    expect(checkApproval(editor, { state: 'draft', submittedBy: 2, contributors: [2], twoPersonRule: false })).toEqual({
      ok: true,
      override: false,
    })
  })
})

describe('the buttons a person is offered', () => {
  const facts = { contributors: [1], submittedBy: 1, twoPersonRule: true }

  it('gives authors submit and comment only', () => {
    expect(availableActions(author, { ...facts, state: 'draft', published: true })).toEqual(['comment', 'submit'])
    expect(availableActions(author, { ...facts, state: 'inReview', published: false })).toEqual(['comment'])
  })

  it('offers approval only on a change in review that another person made (issue 37, problem 7)', () => {
    expect(availableActions(editor, { ...facts, state: 'inReview', published: true })).toEqual([
      'comment',
      'approve',
      'requestChanges',
      'unpublish',
    ])
    // A draft not in review, or the editor's own change, is not theirs to approve.
    expect(availableActions(editor, { ...facts, state: 'draft', published: false })).toEqual(['comment', 'submit'])
    expect(
      availableActions(editor, { ...facts, contributors: [2], submittedBy: 2, state: 'inReview', published: false }),
    ).toEqual(['comment', 'requestChanges'])
    // Without the two-person rule, an editor publishes any change.
    expect(availableActions(editor, { ...facts, twoPersonRule: false, state: 'draft', published: false })).toEqual([
      'comment',
      'submit',
      'approve',
    ])
  })

  it('lets an administrator publish alone, with a reason, only what nobody else may approve yet', () => {
    expect(mayOverride(admin, { ...facts, state: 'draft' })).toBe(true)
    expect(mayOverride(admin, { ...facts, state: 'inReview' })).toBe(false)
    expect(mayOverride(editor, { ...facts, state: 'draft' })).toBe(false)
  })
})

describe('roles', () => {
  it('knows reviewers and content staff, and nobody else', () => {
    expect([isReviewer('editor'), isReviewer('admin'), isReviewer('author'), isReviewer(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect([isContentStaff('author'), isContentStaff('viewer'), isContentStaff(null)]).toEqual([true, false, false])
  })
})
