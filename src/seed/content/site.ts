export const siteNavigation = [
  { label: 'Home', href: '/' },
  { label: 'Offerings', href: 'offerings' },
  { label: 'News', href: 'news' },
  { label: 'Contact', href: 'Contact__c' },
  { label: 'Search', href: 'search' },
]

/** The identifier links every federal site carries. */
export const footerLinks = [
  { label: 'About', href: 'About__c' },
  { label: 'Accessibility statement', href: 'Accessibility__c' },
  { label: 'FOIA requests', href: 'https://open.defense.gov/Transparency/FOIA/' },
  { label: 'No FEAR Act data', href: 'https://prhome.defense.gov/NoFEAR/' },
  { label: 'Office of the Inspector General', href: 'https://www.dodig.mil/' },
  { label: 'Privacy and security notice', href: 'Privacy__c' },
  { label: 'Vulnerability disclosure policy', href: 'Vulnerability_Disclosure__c' },
  { label: 'USA.gov', href: 'https://www.usa.gov/' },
]
