import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame } from '@/admin/views/AdminViewFrame'
import { isReviewer } from '@/lib/roles'
import { entityLabel } from '@/lib/entity-labels'
import { formatSiteDay, formatSiteTime } from '@/lib/site-time'

import { filtersFrom, overview, type PageResult } from '../pages/dashboard'
import { CHECK_NAMES, CHECKS, SEVERITIES } from '../pages/rules'
import { CheckNowButton } from './CheckNowButton'
import { MarkReviewedButton } from './MarkReviewedButton'
import styles from './SiteChecksView.module.css'

const VIEW = '/site-checks'
/** A list longer than this is for the CSV: the dashboard shows the worst first. */
const LISTED = 100
const SEVERE = new Set(['critical', 'serious'])
const SEVERITY_WORDS = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const

function editPath(adminRoute: string, page: PageResult): string | undefined {
  if (!page.sourceCollection || !page.sourceId) return undefined
  return page.sourceCollection === page.sourceId
    ? `${adminRoute}/globals/${page.sourceCollection}`
    : `${adminRoute}/collections/${page.sourceCollection}/${page.sourceId}`
}

/** The trend as a line a sighted reader takes in at a glance; the numbers are in its title and the table. */
function Trend({ points }: { points: { score: number }[] }) {
  if (points.length < 2) return null
  const width = 240
  const height = 48
  const step = width / (points.length - 1)
  const line = points.map(
    (point, index) => `${(index * step).toFixed(1)},${(height - (point.score / 100) * height).toFixed(1)}`,
  )
  return (
    <svg className={styles.trend} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="site-trend-title">
      <title id="site-trend-title">{`Site score over the last ${points.length} checks: ${points.map((point) => point.score).join(', ')}`}</title>
      <polyline points={line.join(' ')} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value?: string
  options: { value: string; label: string }[]
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`site-checks-${name}`}>{label}</label>
      <select id={`site-checks-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * /admin/site-checks (issue 49): the site's score and trend, every public page worst first
 * with what is wrong, where, the WCAG criterion and how to fix it, who changed it last;
 * filters that work without script; the content inventory as CSV.
 */
export async function SiteChecksView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  const apiRoute = payload.config.routes.api
  const allowed = isReviewer((user as { role?: string } | null)?.role)
  const filters = filtersFrom((props.searchParams ?? {}) as Record<string, string | string[] | undefined>)
  const data = user && allowed ? await overview(payload, req, filters) : undefined
  const siteUrl = payload.config.serverURL

  return (
    <AdminViewFrame
      props={props}
      path={VIEW}
      title="Site checks"
      titleId="site-checks-title"
      className={styles.view}
      titleClassName={styles.title}
    >
      {!data ? (
        <p>Only editors and administrators can see the site checks.</p>
      ) : (
        <>
          <p className={styles.lead}>
            Every published page is checked after each change and every night: accessibility, valid HTML, broken links
            and images, the links every federal site must carry, readability and page weight.
          </p>
          <section className={styles.summary} aria-label="Whole site">
            <p className={styles.score}>
              <span className={styles.scoreNumber}>{data.score ?? '–'}</span>
              <span>site score out of 100</span>
            </p>
            <p>
              {data.pages.length} pages checked
              <br />
              {data.pages.reduce(
                (sum, page) =>
                  sum + page.findings.filter((f) => f.severity === 'critical' || f.severity === 'serious').length,
                0,
              )}{' '}
              critical or serious problems
            </p>
            {data.trend.length > 1 ? (
              <figure className={styles.trendFigure}>
                <Trend points={data.trend} />
                <figcaption>
                  Trend over the last {data.trend.length} checks: from {data.trend[0]!.score} to{' '}
                  {data.trend.at(-1)!.score}
                </figcaption>
              </figure>
            ) : null}
            <div className={styles.actions}>
              <a className={styles.download} href={`${apiRoute}/site-checks/inventory.csv`} download>
                Download the content inventory (CSV)
              </a>
              <CheckNowButton endpoint={`${apiRoute}/site-checks/check-now`} label="Check all pages now" />
            </div>
          </section>

          <form className={styles.filters} method="get" action={`${adminRoute}${VIEW}`} aria-label="Filter pages">
            <Select
              name="section"
              label="Section"
              value={filters.section}
              options={data.sections.map((section) => ({ value: section, label: section }))}
            />
            <Select
              name="check"
              label="Check"
              value={filters.check}
              options={CHECK_NAMES.map((check) => ({ value: check, label: CHECKS[check] }))}
            />
            <Select
              name="severity"
              label="At least as severe as"
              value={filters.severity}
              options={SEVERITIES.map((severity) => ({ value: severity, label: SEVERITY_WORDS[severity] }))}
            />
            <Select
              name="owner"
              label="Owner"
              value={filters.owner}
              options={[
                { value: 'nobody', label: 'Nobody yet' },
                ...data.owners.map((owner) => ({ value: owner, label: owner })),
              ]}
            />
            <Select
              name="changedBy"
              label="Last changed by"
              value={filters.changedBy}
              options={data.editors.map((editor) => ({ value: editor, label: editor }))}
            />
            <button type="submit" className={styles.apply}>
              Show
            </button>
          </form>

          <h2 className={styles.heading}>Due for review ({data.dueForReview.length})</h2>
          {data.dueForReview.length === 0 ? (
            <p className={styles.lead}>Nothing is overdue or due in the next 30 days.</p>
          ) : (
            <ul className={styles.due}>
              {data.dueForReview.map((item) => (
                <li key={`${item.collection}:${item.id}`} data-review={`${item.collection}:${item.id}`}>
                  <p>
                    <strong>{item.state === 'overdue' ? 'Overdue' : 'Due soon'}</strong>
                    {' · '}
                    <a href={`${adminRoute}/collections/${item.collection}/${item.id}`}>{item.title}</a>
                    {' · '}
                    {entityLabel(item.collection)}
                    {' · review by '}
                    {formatSiteDay(item.reviewBy!)}
                    {' · owner: '}
                    {[item.ownerName, item.ownerGroup].filter(Boolean).join(', ') || 'nobody yet'}
                  </p>
                  <MarkReviewedButton
                    endpoint={`${apiRoute}/ownership/${item.collection}/${item.id}`}
                    title={item.title}
                  />
                </li>
              ))}
            </ul>
          )}

          <h2 className={styles.heading}>
            Pages, worst first (
            {data.shown.length > LISTED ? `the ${LISTED} worst of ${data.shown.length}` : data.shown.length})
          </h2>
          {data.shown.length === 0 ? (
            <p>{data.pages.length ? 'No page matches these filters.' : 'No page has been checked yet.'}</p>
          ) : (
            <ol className={styles.pages}>
              {data.shown.slice(0, LISTED).map((page, index) => {
                const edit = editPath(adminRoute, page)
                // The worst few are open: what to fix first is in view without a click.
                const open = index < 5 && page.findings.some((finding) => SEVERE.has(finding.severity))
                return (
                  <li key={page.address} className={styles.page} data-address={page.address}>
                    <div className={styles.pageHead}>
                      <span className={styles.pageScore} aria-label={`Score ${page.score} out of 100`}>
                        {page.score}
                      </span>
                      <div>
                        <h3 className={styles.pageTitle}>{page.title}</h3>
                        <p className={styles.meta}>
                          <a href={`${siteUrl}${page.address}`}>{page.address}</a>
                          {' · '}
                          {page.contentType}
                          {page.owner ? ` · owner: ${page.owner}` : ''}
                          {page.lastChangedBy ? ` · last changed by ${page.lastChangedBy}` : ''}
                          {page.lastChangedAt ? `, ${formatSiteTime(page.lastChangedAt)}` : ''}
                          {' · checked '}
                          {formatSiteTime(page.checkedAt)}
                          {edit ? (
                            <>
                              {' · '}
                              <a href={edit}>Edit</a>
                            </>
                          ) : null}
                        </p>
                      </div>
                    </div>
                    {page.problem ? <p className={styles.problem}>Could not check this page: {page.problem}</p> : null}
                    {page.findings.length ? (
                      <details className={styles.findings} open={open || undefined}>
                        <summary>
                          {page.findings.length} {page.findings.length === 1 ? 'problem' : 'problems'}:{' '}
                          {CHECK_NAMES.filter((check) => page.scores[check] < 100)
                            .map((check) => `${CHECKS[check]} ${page.scores[check]}`)
                            .join(', ')}
                        </summary>
                        <ul>
                          {page.findings.map((finding, index) => (
                            <li key={index} className={styles.finding} data-rule={finding.rule}>
                              <p>
                                <strong>{SEVERITY_WORDS[finding.severity]}</strong> · {CHECKS[finding.check]}
                                {finding.criteria?.length ? ` · WCAG ${finding.criteria.join(', ')}` : ''}
                              </p>
                              <p>{finding.message}</p>
                              <p>
                                <strong>How to fix:</strong> {finding.fix}
                              </p>
                              {finding.element ? <code className={styles.element}>{finding.element}</code> : null}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </li>
                )
              })}
            </ol>
          )}
        </>
      )}
    </AdminViewFrame>
  )
}
