import Link from 'next/link'

/**
 * The first card of the dashboard (issue 28, problem 7): the home page, which editors
 * change most, ahead of the groups of collections.
 */
export function HomePageCard() {
  return (
    <section aria-labelledby="dashboard-home-page" style={{ margin: '0 0 calc(var(--base) * 1.5)' }}>
      <h2 id="dashboard-home-page" style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
        Home page
      </h2>
      <Link
        href="/admin/globals/home-page"
        // A prefetch renders the whole view on the server: only on a click, as Payload's own menu.
        prefetch={false}
        data-testid="dashboard-home-page"
        className="card"
        style={{
          display: 'inline-block',
          padding: 'calc(var(--base) * 0.75) var(--base)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-m, 4px)',
          background: 'var(--theme-elevation-50)',
          color: 'var(--theme-text)',
          textDecoration: 'none',
          minWidth: 240,
        }}
      >
        <strong style={{ display: 'block' }}>Edit the home page</strong>
        <span style={{ fontSize: '0.85rem' }}>Its banner, tabs, services, contact band and news carousel.</span>
      </Link>
    </section>
  )
}
