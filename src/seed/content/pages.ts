import type { ArtworkKind } from '../artwork'
import type { RichTextPart } from '../rich-text'

export type SeedPage = {
  apiName: string
  path: string
  title: string
  kind: 'offering' | 'contact' | 'information'
  productAlias?: string
  summary: string
  description: string
  art: { kind: ArtworkKind; hue: number }
  body: RichTextPart[]
  /** Carousels shown after the body. */
  carousels?: { contentType: 'News' | 'Events' | 'Bios' | 'Videos' | 'Process'; title: string; subtitle?: string }[]
}

/** The 13 pages the home page links to, written for this site from the offering facts. */
export const seedPages: SeedPage[] = [
  {
    apiName: 'Stratus__c',
    path: 'offerings/stratus',
    title: 'Stratus',
    kind: 'offering',
    productAlias: 'Stratus',
    summary:
      'Our on-premises private cloud: infrastructure as a service running in agency data centers, accredited for unclassified and secret work.',
    description: 'Stratus is the agency’s on-premises private cloud for infrastructure as a service on NIPR and SIPR.',
    art: { kind: 'network', hue: 215 },
    body: [
      'Stratus gives mission teams virtual infrastructure on demand without leaving the agency’s own data centers. It grew out of an upgrade of the cloud infrastructure the agency already ran, and it has taken over the role once filled by milCloud 2.0.',
      { h2: 'Where it runs' },
      {
        list: [
          'Accredited on the unclassified network (NIPR) and the secret network (SIPR).',
          'A region in Hawaii has served customers since 2023, and a European region followed in 2024.',
        ],
      },
      { h2: 'What comes next' },
      'The platform is gaining elastic scaling and usage metering of the kind teams know from public cloud providers. That makes Stratus a sensible first step for programs that are moving to cloud for the first time.',
    ],
  },
  {
    apiName: 'CaaS__c',
    path: 'offerings/caas',
    title: 'Containers as a Service',
    kind: 'offering',
    productAlias: 'CaaS',
    summary:
      'A managed container platform in agency data centers, built so applications can move between on-premises and commercial cloud.',
    description:
      'Containers as a Service (CaaS) is a managed, on-premises container platform built for application portability.',
    art: { kind: 'containers', hue: 200 },
    body: [
      'Containers as a Service (CaaS) lets teams run containerized applications on a platform the agency manages for them, hosted in its own data centers.',
      { h2: 'Why teams choose it' },
      'The main goal is portability: an application packaged for CaaS can move between the agency’s premises and a commercial cloud without being rebuilt.',
      { h2: 'Security built in' },
      'Since its 2022 pilot the platform has applied security patches automatically and enforced configuration controls, so application teams spend less time on upkeep.',
    ],
  },
  {
    apiName: 'DoD_Cloud_IaC__c',
    path: 'offerings/dod-cloud-iac',
    title: 'DoD Cloud Infrastructure as Code',
    kind: 'offering',
    productAlias: 'DoD Cloud IaC',
    summary:
      'Pre-accredited infrastructure-as-code templates that stand up commercial cloud environments with DoD security settings already applied.',
    description:
      'DoD Cloud IaC provides pre-accredited templates that build secure commercial cloud environments in hours.',
    art: { kind: 'network', hue: 250 },
    body: [
      'DoD Cloud Infrastructure as Code (IaC) is a library of ready-made templates for the four major commercial cloud providers. Each template is pre-configured and pre-accredited, with the Department’s security settings in place from the start.',
      { h2: 'Faster to mission' },
      {
        list: [
          'New environments in hours instead of weeks.',
          'The agency estimates roughly seven months saved on the way to an authority to operate.',
          'Recognized with a federal technology-transfer award in 2024.',
        ],
      },
    ],
  },
  {
    apiName: 'DoD_Olympus__c',
    path: 'offerings/dod-olympus',
    title: 'DoD Olympus',
    kind: 'offering',
    productAlias: 'DoD Olympus',
    summary: 'A managed layer of common services around cloud workloads that lowers the barrier to entering the cloud.',
    description:
      'DoD Olympus wraps cloud workloads in managed common services such as connectivity, boundary protection, DNS and time.',
    art: { kind: 'clouds', hue: 225 },
    body: [
      'DoD Olympus, announced in March 2024, surrounds mission workloads with the shared services every cloud tenant needs, so each program does not have to build them again.',
      { h2: 'Services included' },
      { list: ['Network connectivity', 'Boundary protection', 'Domain name service (DNS)', 'Time service'] },
      'It was first piloted on a commercial cloud and is offered as an environment the agency manages.',
    ],
  },
  {
    apiName: 'Vulcan__c',
    path: 'offerings/vulcan',
    title: 'Vulcan',
    kind: 'offering',
    productAlias: 'Vulcan',
    summary:
      'Shared DevSecOps tooling for defense agencies and field activities: CI/CD, collaboration tools and an enterprise Git repository.',
    description:
      'Vulcan is a shared DevSecOps software factory with agency-managed CI/CD, collaboration tools and enterprise Git.',
    art: { kind: 'steps', hue: 20 },
    body: [
      'Vulcan is a software factory shared across the defense agencies and field activities. Instead of each program assembling and securing its own toolchain, teams use one the agency runs.',
      { h2: 'What you get' },
      {
        list: [
          'Continuous integration and delivery pipelines managed by the agency.',
          'Collaboration tools for planning and documentation.',
          'An enterprise Git repository for source code.',
        ],
      },
    ],
  },
  {
    apiName: 'OSMaaS__c',
    path: 'offerings/osmaas',
    title: 'Operation Support Manager as a Service',
    kind: 'offering',
    productAlias: 'OSMaaS',
    summary:
      'The agency’s compute operations take responsibility for the operational health of your services, in passive and active tiers.',
    description:
      'OSMaaS puts the operational health of a mission partner’s services in the hands of the agency’s compute operations.',
    art: { kind: 'racks', hue: 170 },
    body: [
      'With Operation Support Manager as a Service (OSMaaS), the agency’s compute operations look after the day-to-day health of a mission partner’s services.',
      { h2: 'Responsibilities' },
      {
        list: ['Incident, event and problem management.', 'Notices ahead of planned service interruptions.'],
      },
      'Two tiers are available: a passive tier and an active tier, so partners can choose how closely operations staff follow their services.',
    ],
  },
  {
    apiName: 'DCaaS__c',
    path: 'offerings/dcaas',
    title: 'DCaaS',
    kind: 'offering',
    productAlias: 'DCaaS',
    summary: 'One of the hosting offerings available through the Hosting and Compute Center.',
    description: 'DCaaS is one of the hosting offerings available through the Hosting and Compute Center.',
    art: { kind: 'racks', hue: 230 },
    body: [
      'DCaaS is part of the hybrid cloud portfolio offered through the Hosting and Compute Center.',
      'To find out whether it fits your mission, and what it would take to get started, contact a representative.',
    ],
  },
  {
    apiName: 'Server_Hosting_and_Virtualization__c',
    path: 'offerings/server-hosting-and-virtualization',
    title: 'Server Hosting and Virtualization',
    kind: 'offering',
    productAlias: 'Server Hosting',
    summary:
      'DoD applications hosted on agency hardware and operating systems, with administration, patching, hardening and backups included.',
    description:
      'Server hosting and virtualization on agency hardware, with OS administration, patching, hardening and backups.',
    art: { kind: 'racks', hue: 205 },
    body: [
      'The agency hosts Department applications on its own hardware and operating systems in its data centers. Operating system administration, patching, security hardening and backups are part of the service.',
      { h2: 'Platforms' },
      { list: ['Windows', 'UNIX', 'Linux, including Linux on the mainframe'] },
      { h2: 'How it is billed' },
      'Billing is per operating environment, meaning one operating system instance. x86 virtual machines are priced by virtual CPU and memory.',
    ],
  },
  {
    apiName: 'Mainframe_Computing__c',
    path: 'offerings/mainframe-computing',
    title: 'Mainframe Computing',
    kind: 'offering',
    productAlias: 'Mainframe',
    summary: 'IBM mainframe processing in agency data centers for large logistics, payroll and finance workloads.',
    description: 'Mainframe computing in agency data centers for large DoD logistics, payroll and finance workloads.',
    art: { kind: 'racks', hue: 260 },
    body: [
      'Some of the Department’s largest systems, in logistics, payroll and finance, run on IBM mainframes operated by the agency in its own data centers.',
      { h2: 'How it is billed' },
      'Mainframe use is metered and billed in CPU hours, so programs pay for the processing they consume.',
    ],
  },
  {
    apiName: 'VMS__c',
    path: 'offerings/vms',
    title: 'VMS',
    kind: 'offering',
    productAlias: 'VMS',
    summary: 'One of the hosting offerings available through the Hosting and Compute Center.',
    description: 'VMS is one of the hosting offerings available through the Hosting and Compute Center.',
    art: { kind: 'network', hue: 190 },
    body: [
      'VMS is part of the hybrid cloud portfolio offered through the Hosting and Compute Center.',
      'Contact a representative to learn whether it meets your needs and how to request it.',
    ],
  },
  {
    apiName: 'SCCA__c',
    path: 'offerings/scca',
    title: 'Secure Cloud Computing Architecture',
    kind: 'offering',
    productAlias: 'SCCA',
    summary:
      'Security services that protect commercial-cloud workloads at impact levels 4 and 5 as well as the agency’s own data centers do.',
    description:
      'SCCA gives commercial cloud workloads at impact levels 4 and 5 protection equal to the agency’s data centers.',
    art: { kind: 'shield', hue: 215 },
    body: [
      'The Secure Cloud Computing Architecture (SCCA) is the set of security services that lets mission owners run impact level 4 and 5 workloads in commercial cloud with protection equivalent to the agency’s own data centers.',
      { h2: 'Components' },
      {
        list: [
          'Cloud Access Point: the required path between commercial cloud and the DoD network.',
          'Virtual Data Center Security Stack.',
          'Virtual Data Center Managed Services.',
          'Trusted Cloud Credential Manager.',
        ],
      },
    ],
  },
  {
    apiName: 'JWCC__c',
    path: 'offerings/jwcc',
    title: 'Joint Warfighting Cloud Capability (JWCC)',
    kind: 'offering',
    productAlias: 'JWCC',
    summary:
      'A multi-vendor contract for commercial cloud services at every classification level, from the continental US to the tactical edge.',
    description:
      'JWCC is a multi-vendor commercial cloud contract for unclassified, secret and top secret work. Ordering requires a CAC.',
    art: { kind: 'clouds', hue: 210 },
    body: [
      'The Joint Warfighting Cloud Capability (JWCC) contract was awarded in December 2022 to four commercial cloud providers, with a ceiling of 9 billion dollars. It replaced the single-vendor JEDI effort, which was cancelled.',
      { h2: 'Coverage' },
      {
        list: [
          'Unclassified, secret and top secret work.',
          'From the continental United States out to the tactical edge.',
          'The contract runs to about 2028, and a follow-on is planned.',
        ],
      },
      { h2: 'Ordering' },
      'Ordering through JWCC requires a DoD Common Access Card (CAC). The Hosting and Compute Center is the single front door for JWCC orders.',
    ],
  },
  {
    apiName: 'Contact__c',
    path: 'contact',
    title: 'Contact us',
    kind: 'contact',
    summary: 'Tell us about your mission and a representative will help you find the right hosting or cloud offering.',
    description: 'Contact a Hosting and Compute Center representative about the agency’s hybrid cloud offerings.',
    art: { kind: 'network', hue: 220 },
    body: [
      'Whether you are planning a first move to cloud or expanding an existing workload, a representative can walk you through the options and the steps to get started.',
    ],
    carousels: [
      { contentType: 'Process', title: 'How to get started', subtitle: 'From first question to running workload.' },
    ],
  },
  {
    apiName: 'About__c',
    path: 'about',
    title: 'About the Hosting and Compute Center',
    kind: 'information',
    summary: 'The single front door to the agency’s hybrid cloud offerings and to the JWCC contract.',
    description: 'About the Hosting and Compute Center, the front door to the agency’s hybrid cloud offerings.',
    art: { kind: 'network', hue: 215 },
    body: [
      'The Hosting and Compute Center runs the agency’s data centers and compute services. It is the one place mission partners go for hybrid cloud: private cloud on premises, managed containers, mainframe and server hosting, and commercial cloud through the JWCC contract.',
      'This site describes each offering and how to request it. It collects no personal information unless you choose to send us a message.',
    ],
    carousels: [
      { contentType: 'Bios', title: 'Our leadership', subtitle: 'The people who run the hybrid cloud offerings.' },
      { contentType: 'Events', title: 'Upcoming events', subtitle: 'Meet the teams and learn about the offerings.' },
      { contentType: 'Videos', title: 'Videos', subtitle: 'Short introductions to the hybrid cloud.' },
    ],
  },
  {
    apiName: 'Accessibility__c',
    path: 'accessibility',
    title: 'Accessibility statement',
    kind: 'information',
    summary: 'Our commitment to a site that everyone can use, and how to tell us when something is in your way.',
    description: 'Accessibility statement for the Hybrid Cloud site, including how to report a barrier.',
    art: { kind: 'network', hue: 200 },
    body: [
      'We want every visitor to be able to use this site, including people who use screen readers, keyboards, magnification or other assistive technology. The site is designed to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in line with Section 508 of the Rehabilitation Act.',
      { h2: 'Report a barrier' },
      'If any part of the site is hard to use, please [contact us](/contact) and describe the page and the problem. We will respond and fix what we can.',
    ],
  },
  {
    apiName: 'Privacy__c',
    path: 'privacy-and-security',
    title: 'Privacy and security notice',
    kind: 'information',
    summary: 'What this site records when you visit, and what it does not.',
    description: 'Privacy and security notice for the Hybrid Cloud site.',
    art: { kind: 'shield', hue: 215 },
    body: [
      'This is a U.S. Government information system. Use of this site may be monitored for security purposes.',
      { h2: 'What we collect' },
      {
        list: [
          'No advertising scripts, and nothing that follows you from site to site.',
          'Standard server logs (address, time, page requested) kept for security and operations.',
          'What you choose to send through the contact form, used only to answer you.',
        ],
      },
      { h2: 'Security' },
      'Unauthorized attempts to upload or change information on this site are prohibited and may be punishable by law.',
    ],
  },
  {
    apiName: 'Vulnerability_Disclosure__c',
    path: 'vulnerability-disclosure',
    title: 'Vulnerability disclosure policy',
    kind: 'information',
    summary: 'How security researchers can report a vulnerability in this site in good faith.',
    description: 'How to report a security vulnerability in the Hybrid Cloud site.',
    art: { kind: 'shield', hue: 200 },
    body: [
      'We welcome reports of security vulnerabilities from researchers acting in good faith. Please describe the issue, the affected address and the steps to reproduce it.',
      { h2: 'Guidelines' },
      {
        list: [
          'Do not access, change or delete data that is not yours.',
          'Do not degrade the service for other visitors.',
          'Give us reasonable time to fix the issue before you disclose it.',
        ],
      },
      'The machine-readable contact details are published at [/.well-known/security.txt](/.well-known/security.txt).',
    ],
  },
]
