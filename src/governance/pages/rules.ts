/**
 * What each page check looks for, in words an editor can act on, and how findings become
 * a score. Shared by the checks, the dashboard and the inventory.
 */

export const CHECKS = {
  accessibility: 'Accessibility',
  html: 'Valid HTML',
  links: 'Broken links and images',
  requiredLinks: 'Required links',
  readability: 'Readability',
  weight: 'Page weight',
} as const
export type CheckName = keyof typeof CHECKS
export const CHECK_NAMES = Object.keys(CHECKS) as CheckName[]

/** Axe's impact levels, and the same words for the other checks' findings. */
export const SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const
export type Severity = (typeof SEVERITIES)[number]

export type Finding = {
  check: CheckName
  severity: Severity
  /** The rule's id (axe's, html-validate's or ours), for filtering and counting. */
  rule: string
  /** What is wrong, in one sentence. */
  message: string
  /** How to fix it, in plain words. */
  fix: string
  /** The element, as a CSS selector and its opening tag, where there is one. */
  element?: string
  /** WCAG success criteria, e.g. "1.1.1". */
  criteria?: string[]
}

/**
 * Plain-words fixes for the axe rules editors cause most often; other rules fall back to
 * axe's own summary. The fix says where in the admin to go, not which attribute to add.
 */
export const AXE_FIXES: Record<string, string> = {
  'image-alt':
    'Give the image alternative text: open it in Media and describe what it shows, or mark it decorative if it adds nothing.',
  'link-name':
    'Give the link words a visitor can read: a link made of an image or an icon needs alternative text or a label.',
  'button-name': 'Give the button a label that says what it does.',
  'heading-order':
    'Use headings in order: under a level 2 heading use level 3, not level 4. Pick the level by structure, not by size.',
  'empty-heading': 'Remove the empty heading, or give it words.',
  'page-has-heading-one': 'Give the page one main heading (its title).',
  'document-title': 'Give the page a title in its search settings.',
  'html-has-lang': 'The page does not say its language; this is a site template fault, ask an administrator.',
  'duplicate-id-aria':
    'Two elements share a name that assistive technology relies on; ask an administrator (site template).',
  list: 'A list holds something other than list items; rebuild it with the list tool in the editor.',
  listitem: 'A list item stands outside a list; rebuild it with the list tool in the editor.',
  'td-has-header': 'Give the table a header row (the table tool’s “header row”).',
  'th-has-data-cells': 'A table header labels no cells; remove it or fill the column.',
  'frame-title': 'Give the embedded frame a title that says what it shows.',
  'video-caption': 'Add captions to the video (a caption file in the video’s settings).',
  'link-in-text-block': 'Make links in text look different from the text around them (underline).',
  region: 'Part of the page is outside every landmark; ask an administrator (site template).',
  'landmark-one-main': 'The page has no main landmark; ask an administrator (site template).',
}

/** The links every federal public website carries on every page (OMB M-17-06, 21st Century IDEA). */
export const REQUIRED_LINKS: { name: string; matches: RegExp }[] = [
  { name: 'About', matches: /\babout\b/i },
  { name: 'Accessibility statement', matches: /\baccessibility\b|\bsection 508\b/i },
  { name: 'FOIA', matches: /\bfoia\b|freedom of information/i },
  { name: 'No FEAR Act data', matches: /\bno fear\b/i },
  { name: 'Office of the Inspector General', matches: /inspector general|\boig\b/i },
  { name: 'Privacy policy', matches: /\bprivacy\b/i },
  { name: 'USA.gov', matches: /usa\.gov/i },
  { name: 'Vulnerability disclosure policy', matches: /vulnerability disclosure/i },
]

/** Words plain-language guidance (plainlanguage.gov) asks federal writers to replace. */
export const PLAIN_WORDS: Record<string, string> = {
  utilize: 'use',
  utilization: 'use',
  facilitate: 'help',
  commence: 'start',
  terminate: 'end',
  endeavor: 'try',
  ascertain: 'find out',
  subsequently: 'later',
  'prior to': 'before',
  'in order to': 'to',
  'in accordance with': 'under',
  'at this point in time': 'now',
  'with regard to': 'about',
  leverage: 'use',
  operationalize: 'put to use',
}

/** Budgets the agency sets in Site settings; these are the defaults. */
export const DEFAULT_TARGETS = { readingGrade: 8, pageWeightKb: 800, requests: 40 }
export type Targets = typeof DEFAULT_TARGETS

const PENALTY: Record<Severity, number> = { critical: 25, serious: 15, moderate: 5, minor: 2 }

/** 100 with nothing found; each finding takes off by its severity; never below 0. */
export function scoreOf(findings: Finding[]): number {
  return Math.max(0, 100 - findings.reduce((sum, finding) => sum + PENALTY[finding.severity], 0))
}

export type Scores = Record<CheckName, number>

/** Each check's score, and the page's: their mean, rounded. */
export function scorePage(findings: Finding[]): { score: number; scores: Scores } {
  const scores = Object.fromEntries(
    CHECK_NAMES.map((check) => [check, scoreOf(findings.filter((finding) => finding.check === check))]),
  ) as Scores
  const score = Math.round(CHECK_NAMES.reduce((sum, check) => sum + scores[check], 0) / CHECK_NAMES.length)
  return { score, scores }
}

/** "wcag111" → "1.1.1"; axe writes every criterion as a tag this way. */
export function criteriaOf(tags: string[]): string[] {
  return tags.flatMap((tag) => {
    const digits = /^wcag(\d)(\d)(\d+)$/.exec(tag)
    return digits ? [`${digits[1]}.${digits[2]}.${digits[3]}`] : []
  })
}
