import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Accessibility violations that block a visitor (axe impact serious or critical). */
export async function seriousViolations(page: Page, include?: string) {
  return (await seriousFindings(page, include)).map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target),
  }))
}

/** The same findings with each element's opening markup, to tell whose markup it is. */
async function seriousFindings(page: Page, include?: string) {
  // A scan during a transition reads half-faded colours (the admin's menu fades in just
  // after a page opens): wait until no finite animation or transition has run for a moment.
  const settled = () =>
    page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined)
  await settled()
  await page.waitForTimeout(200)
  await settled()
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
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), html: node.html })),
    }))
}

/**
 * What axe still finds in Payload's own admin markup that no option, slot or attribute
 * fix reaches (ADR 0037), each matched on the markup of the element it is found on. Anything else fails.
 */
const PAYLOAD_LEFTOVERS: { id: string; markup: RegExp; why: string }[] = [
  {
    id: 'nested-interactive',
    markup: /class="[^"]*rs__multi-value/,
    why: 'a chosen value of a multiple select is a draggable button holding its remove button',
  },
]

/** Serious and critical findings in the admin, less Payload's own leftovers listed above. */
export async function adminViolations(page: Page) {
  const found = await seriousFindings(page)
  return found
    .map(({ nodes, ...violation }) => ({
      ...violation,
      targets: nodes
        .filter(
          (node) =>
            !PAYLOAD_LEFTOVERS.some((leftover) => leftover.id === violation.id && leftover.markup.test(node.html)),
        )
        .map((node) => node.target),
    }))
    .filter((violation) => violation.targets.length > 0)
}
