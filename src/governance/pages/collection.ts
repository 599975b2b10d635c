import type { CollectionConfig, Field } from 'payload'

import { editorsAndAdmins } from '@/access/editors-and-admins'
import { nobody } from '@/access/nobody'

import { CHECKS, CHECK_NAMES } from './rules'

export const PAGE_CHECKS = 'page-checks'
export const SITE_SCORES = 'site-scores'

const figure = (name: string, label: string): Field => ({ name, label, type: 'number', admin: { readOnly: true } })

/**
 * One entry per public page per check run (ADR 0051): its scores, what was found and who
 * changed the page last. The newest entry of each address is marked `latest`; older ones
 * are its history, kept for the trend and trimmed to the last 30. Written by the page
 * check job only; read through the governance dashboard.
 */
export const PageChecks: CollectionConfig = {
  slug: PAGE_CHECKS,
  labels: { singular: 'Page check', plural: 'Page checks' },
  admin: { hidden: true, useAsTitle: 'address', defaultColumns: ['address', 'score', 'checkedAt'] },
  access: { read: editorsAndAdmins, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'address', label: 'Address', type: 'text', required: true, index: true },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'section', label: 'Section', type: 'text' },
    { name: 'contentType', label: 'Type', type: 'text' },
    { name: 'sourceCollection', type: 'text' },
    { name: 'sourceId', type: 'text' },
    { name: 'lastChangedBy', label: 'Last changed by', type: 'text' },
    { name: 'lastChangedAt', label: 'Last changed', type: 'date' },
    { name: 'checkedAt', label: 'Checked', type: 'date', required: true, index: true },
    { name: 'latest', type: 'checkbox', defaultValue: true, index: true },
    { name: 'score', label: 'Score', type: 'number', required: true },
    {
      name: 'scores',
      label: 'Scores',
      type: 'group',
      fields: CHECK_NAMES.map((check) => figure(check, CHECKS[check])),
    },
    figure('readingGrade', 'Reading grade'),
    figure('bytes', 'Weight in bytes'),
    figure('requests', 'Files requested'),
    { name: 'findings', label: 'Findings', type: 'json' },
    { name: 'serious', label: 'Critical or serious findings', type: 'number' },
    { name: 'problem', label: 'Could not check', type: 'text' },
  ],
}

/** The site's mean score after each check run: the trend on the dashboard. */
export const SiteScores: CollectionConfig = {
  slug: SITE_SCORES,
  labels: { singular: 'Site score', plural: 'Site scores' },
  admin: { hidden: true },
  access: { read: editorsAndAdmins, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'checkedAt', type: 'date', required: true, index: true },
    { name: 'score', type: 'number', required: true },
    { name: 'pages', type: 'number', required: true },
    { name: 'serious', label: 'Critical and serious findings', type: 'number', required: true },
  ],
}
