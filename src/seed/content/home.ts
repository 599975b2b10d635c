/** The home page as the spec describes it; the fixed wording is the spec's own. */

export const solutionsTabs: { header: string; apiNames: string[] }[] = [
  { header: 'Accelerating cloud adoption', apiNames: ['DoD_Cloud_IaC__c', 'CaaS__c', 'DoD_Olympus__c'] },
  { header: 'Fully managed environments', apiNames: ['Stratus__c', 'DCaaS__c', 'OSMaaS__c'] },
  { header: 'Security & compliance', apiNames: ['Vulcan__c', 'SCCA__c'] },
  {
    header: 'Faster access & start-up times',
    apiNames: ['Server_Hosting_and_Virtualization__c', 'Mainframe_Computing__c', 'VMS__c'],
  },
]

export const serviceTiles = [
  {
    name: 'Mainframe',
    apiName: 'Mainframe_Computing__c',
    contactTarget: 'offerings/mainframe-computing',
    overlayText: 'Server solutions',
    title: "The agency's mainframe offering",
    description: 'Large-scale processing for logistics, payroll and finance systems, billed in CPU hours.',
    art: { kind: 'racks', hue: 225 },
  },
  {
    name: 'Containers',
    apiName: 'CaaS__c',
    contactTarget: 'offerings/caas',
    overlayText: 'Containerization',
    title: 'Containers as a Service',
    description: 'A managed container platform on premises, built for moving applications between clouds.',
    art: { kind: 'containers', hue: 205 },
  },
  {
    name: 'Commercial cloud',
    apiName: 'JWCC__c',
    contactTarget: 'offerings/jwcc',
    overlayText: 'Commercial cloud',
    title: 'JWCC Cloud (CAC Required)',
    description: 'Commercial cloud at every classification level through the multi-vendor JWCC contract.',
    art: { kind: 'clouds', hue: 210 },
  },
] as const

export const hero = {
  eyebrowText: 'Private cloud',
  titleText: 'Stratus: cloud computing inside our own data centers',
  subtitleText:
    'On-demand infrastructure accredited for unclassified and secret work, in regions from the continental US to Hawaii and Europe.',
  buttonText: 'Learn more',
  buttonTarget: 'Stratus__c',
  buttonIcon: 'utility:arrowright',
  // The home page's own hero settings (spec section 3), not the component's defaults.
  heroHeight: 686,
  heroInnerWidth: 1440,
  subtitleWidth: 1000,
  boolAddGradient: true,
  boolLeftAligned: false,
}

export const solutionsHeader = "The agency's hybrid cloud solutions"

export const carousel = {
  carouselTitle: 'Hybrid Cloud news',
  carouselSubTitle: 'Explore recent news, events and highlights from across our hybrid cloud.',
  siteName: 'Hybrid Cloud',
  carouselLocation: 'Site',
  contentType: 'News',
  productAlias: '',
} as const

export const homeSearchProperties = {
  pageTitle: 'Home',
  description:
    'Explore the hybrid cloud offerings of the Hosting and Compute Center: private cloud, containers, mainframe and commercial cloud through JWCC.',
  isSeoIndexed: true,
  customHeadTags: '',
}

export const announcement = {
  key: 'welcome-new-site',
  version: 1,
  theme: 'info',
  title: 'Welcome to the new Hybrid Cloud site',
  message: 'Offering pages and news have moved here. Tell us what you think.',
  linkHref: 'Contact__c',
  linkLabel: 'Send feedback',
} as const
