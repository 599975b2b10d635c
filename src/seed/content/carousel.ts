import type { ArtworkKind } from '../artwork'
import type { RichTextPart } from '../rich-text'

export type SeedCarouselItem = {
  type: 'News' | 'Events' | 'Bios' | 'Videos' | 'Process' | 'Video'
  title: string
  meta?: string
  caption: RichTextPart[]
  body?: RichTextPart[]
  art: { kind: ArtworkKind; hue: number }
  /** Days relative to the seed run: negative in the past, positive in the future. */
  publishDaysAgo?: number
  publishDate?: string
  eventInDays?: number
  displayUrl?: string
  displayUrlText?: string
  displayUrlIcon?: string
  clickUrl?: string
  displayOrder?: number
  video?: 'file' | 'file-with-captions' | 'missing'
  productAliases?: string[]
  relatedApiNames?: string[]
  /** Link (displayUrl) to another seeded item's record page, by that item's title. */
  displayRecordOf?: string
}

export const seedCarouselItems: SeedCarouselItem[] = [
  // News: newest first on the page.
  {
    type: 'News',
    title: 'Stratus opens a European region',
    meta: 'Stratus',
    publishDate: '2024-09-16T14:00:00.000Z',
    art: { kind: 'network', hue: 215 },
    caption: ['Mission partners in Europe can now run Stratus workloads closer to their users.'],
    body: [
      'The agency’s private cloud added a region in Europe in 2024, a year after its Hawaii region went live.',
      'Teams that already use Stratus can request capacity in the new region through their representative.',
    ],
    displayUrl: 'Stratus__c',
    displayUrlText: 'About Stratus',
    productAliases: ['Stratus'],
    relatedApiNames: ['Stratus__c'],
  },
  {
    type: 'News',
    title: 'Infrastructure-as-code templates win a technology-transfer award',
    meta: 'DoD Cloud IaC',
    publishDate: '2024-06-04T14:00:00.000Z',
    art: { kind: 'network', hue: 250 },
    caption: ['The pre-accredited templates that build secure commercial cloud environments were recognized in 2024.'],
    body: [
      'DoD Cloud IaC templates stand up commercial cloud environments with the Department’s security settings already applied, in hours rather than weeks.',
      'The award recognizes the work of moving that capability from one program into common use.',
    ],
    displayUrl: 'DoD_Cloud_IaC__c',
    displayUrlText: 'About DoD Cloud IaC',
    productAliases: ['DoD Cloud IaC'],
    relatedApiNames: ['DoD_Cloud_IaC__c'],
  },
  {
    type: 'News',
    title: 'DoD Olympus announced',
    meta: 'DoD Olympus',
    publishDate: '2024-03-12T14:00:00.000Z',
    art: { kind: 'clouds', hue: 225 },
    caption: ['A managed layer of common services to make the first step into cloud easier.'],
    body: [
      'Olympus bundles network connectivity, boundary protection, DNS and time service around cloud workloads.',
      'It starts as a pilot on a commercial cloud.',
    ],
    displayUrl: 'DoD_Olympus__c',
    displayUrlText: 'About DoD Olympus',
    productAliases: ['DoD Olympus'],
    relatedApiNames: ['DoD_Olympus__c'],
  },
  {
    type: 'News',
    title: 'Stratus region in Hawaii goes live',
    meta: 'Stratus',
    publishDate: '2023-08-21T14:00:00.000Z',
    art: { kind: 'network', hue: 195 },
    caption: ['The first Stratus region outside the continental United States is open for mission workloads.'],
    body: ['The Hawaii region brings the agency’s private cloud closer to partners in the Pacific.'],
    displayUrl: 'offerings/stratus',
    displayUrlText: 'Stratus regions and services',
    productAliases: ['Stratus'],
    relatedApiNames: ['Stratus__c'],
  },
  {
    type: 'News',
    title: 'JWCC contract awarded to four cloud providers',
    meta: 'JWCC',
    publishDate: '2022-12-08T14:00:00.000Z',
    art: { kind: 'clouds', hue: 210 },
    caption: ['A multi-vendor contract brings commercial cloud to every classification level.'],
    body: [
      'The Joint Warfighting Cloud Capability contract has a ceiling of 9 billion dollars and covers unclassified, secret and top secret work.',
      'Orders go through the Hosting and Compute Center and require a Common Access Card.',
    ],
    displayUrl: 'JWCC__c',
    displayUrlText: 'How to order JWCC cloud',
    productAliases: ['JWCC'],
    relatedApiNames: ['JWCC__c'],
  },
  {
    type: 'News',
    title: 'Container platform pilot automates security patching',
    meta: 'Containers as a Service',
    publishDate: '2022-10-03T14:00:00.000Z',
    art: { kind: 'containers', hue: 200 },
    caption: ['The Containers as a Service pilot applies patches and configuration controls automatically.'],
    body: ['Application teams on the pilot no longer schedule routine patching of the platform themselves.'],
    displayUrl: 'CaaS__c',
    displayUrlText: 'About Containers as a Service',
    productAliases: ['CaaS'],
    relatedApiNames: ['CaaS__c'],
  },
  {
    type: 'News',
    title: 'Secure Cloud Computing Architecture: what mission owners need to know',
    meta: 'SCCA',
    publishDate: '2022-06-14T14:00:00.000Z',
    art: { kind: 'shield', hue: 215 },
    caption: [
      'How the Cloud Access Point and the virtual data center services protect impact level 4 and 5 workloads.',
    ],
    body: [
      'Every commercial cloud workload at impact level 4 or 5 connects to the DoD network through the Cloud Access Point.',
      'The virtual data center security stack, managed services and credential manager complete the architecture.',
    ],
    displayUrl: 'SCCA__c',
    displayUrlText: 'About the Secure Cloud Computing Architecture',
    productAliases: ['SCCA'],
    relatedApiNames: ['SCCA__c'],
  },
  {
    type: 'News',
    title: 'Vulcan software factory opens to more field activities',
    meta: 'Vulcan',
    publishDate: '2022-03-01T14:00:00.000Z',
    art: { kind: 'steps', hue: 20 },
    caption: ['Shared pipelines, collaboration tools and an enterprise Git repository, run by the agency.'],
    body: ['Programs can adopt the shared DevSecOps tooling instead of building and accrediting their own.'],
    displayUrl: 'Vulcan__c',
    displayUrlText: 'About the Vulcan software factory',
    productAliases: ['Vulcan'],
    relatedApiNames: ['Vulcan__c'],
  },
  // Events: upcoming, soonest first.
  {
    type: 'Events',
    title: 'Hybrid cloud customer day',
    meta: 'In person and online',
    eventInDays: 21,
    art: { kind: 'calendar', hue: 215 },
    caption: ['Meet the teams behind each offering and hear what is planned for the coming year.'],
    displayUrl: 'Contact__c',
    displayUrlText: 'Ask about attending',
  },
  {
    type: 'Events',
    title: 'JWCC ordering workshop',
    meta: 'Online, CAC required',
    eventInDays: 35,
    art: { kind: 'calendar', hue: 200 },
    caption: ['A walk through the ordering steps for the Joint Warfighting Cloud Capability.'],
    displayRecordOf: 'JWCC contract awarded to four cloud providers',
    displayUrlText: 'Read the award news',
    productAliases: ['JWCC'],
  },
  {
    type: 'Events',
    title: 'Stratus onboarding webinar',
    meta: 'Online',
    eventInDays: 49,
    art: { kind: 'calendar', hue: 230 },
    caption: ['For teams planning their first workloads on the agency’s private cloud.'],
    displayUrl: 'Stratus__c',
    displayUrlText: 'About Stratus',
    productAliases: ['Stratus'],
  },
  {
    type: 'Events',
    title: 'Container platform office hours',
    meta: 'Online',
    eventInDays: 63,
    art: { kind: 'calendar', hue: 190 },
    caption: ['Bring your questions about packaging applications for Containers as a Service.'],
    displayUrl: 'CaaS__c',
    displayUrlText: 'About Containers as a Service',
    productAliases: ['CaaS'],
  },
  // Biographies: roles, not real people.
  {
    type: 'Bios',
    title: 'Director, Hosting and Compute Center',
    meta: 'Leadership',
    art: { kind: 'portrait', hue: 215 },
    caption: ['Leads the organization that hosts and operates the agency’s compute, from mainframes to cloud.'],
  },
  {
    type: 'Bios',
    title: 'Chief, Hybrid Cloud Services',
    meta: 'Leadership',
    art: { kind: 'portrait', hue: 200 },
    caption: ['Oversees Stratus, Containers as a Service and the commercial cloud offerings.'],
  },
  {
    type: 'Bios',
    title: 'Customer Engagement Lead',
    meta: 'Customer engagement',
    art: { kind: 'portrait', hue: 230 },
    caption: ['Helps mission partners find the right offering and guides them through onboarding.'],
  },
  // Videos.
  {
    type: 'Videos',
    title: 'Hybrid cloud in one minute',
    meta: 'Video',
    art: { kind: 'network', hue: 205 },
    caption: ['A short overview of the agency’s hybrid cloud offerings.'],
    video: 'file-with-captions',
  },
  {
    type: 'Video',
    title: 'From request to running workload',
    meta: 'Video',
    art: { kind: 'steps', hue: 210 },
    caption: ['How a request becomes a running environment, step by step.'],
    video: 'file',
  },
  {
    type: 'Videos',
    title: 'JWCC ordering walkthrough',
    meta: 'Video (coming soon)',
    art: { kind: 'clouds', hue: 215 },
    caption: ['The recording of this walkthrough is not yet available.'],
    video: 'missing',
  },
  // Process steps.
  {
    type: 'Process',
    title: 'Explore the offerings',
    displayOrder: 1,
    art: { kind: 'steps', hue: 215 },
    caption: ['Compare private cloud, containers, mainframe and commercial cloud options.'],
    clickUrl: 'offerings/stratus',
    displayUrl: 'Stratus__c',
    displayUrlText: 'Start with Stratus',
  },
  {
    type: 'Process',
    title: 'Talk to a representative',
    displayOrder: 2,
    art: { kind: 'steps', hue: 205 },
    caption: ['Describe your mission and workload; we suggest the offerings that fit.'],
    clickUrl: 'Contact__c',
    displayUrl: 'Contact__c',
    displayUrlText: 'Contact a representative',
    displayUrlIcon: 'utility:email',
  },
  {
    type: 'Process',
    title: 'Define requirements',
    displayOrder: 3,
    art: { kind: 'steps', hue: 195 },
    caption: ['Agree on capacity, classification level and support.'],
  },
  {
    type: 'Process',
    title: 'Place the order',
    displayOrder: 4,
    art: { kind: 'steps', hue: 225 },
    caption: ['Orders for commercial cloud through JWCC require a Common Access Card.'],
    displayUrl: 'JWCC__c',
    displayUrlText: 'JWCC ordering',
  },
  {
    type: 'Process',
    title: 'Onboard and run',
    displayOrder: 5,
    art: { kind: 'steps', hue: 235 },
    caption: ['Your environment is handed over and operations support begins.'],
  },
]
