import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Accessibility violations that block a visitor (axe impact serious or critical). */
export async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}
