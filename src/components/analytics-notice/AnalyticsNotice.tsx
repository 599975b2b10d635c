import type { DapSettings } from '@/lib/dap'

/** The API name of the privacy and security notice, where visitors read what the site records. */
export const PRIVACY_NOTICE_API_NAME = 'Privacy__c'

/**
 * What the privacy notice says while GSA's Digital Analytics Program is on (ADR 0027).
 * Nothing is shown while it is off, and the notice then stays as the editors wrote it.
 */
export function AnalyticsNotice({ dap }: { dap: DapSettings | undefined }) {
  if (!dap) return null
  return (
    <section aria-labelledby="analytics-notice" className="page-width">
      <h2 id="analytics-notice">Visit statistics</h2>
      <p>
        This site takes part in the Digital Analytics Program (DAP) of the U.S. General Services Administration, as
        federal public websites are asked to. When you visit, your browser loads a script from dap.digitalgov.gov that
        sends Google Analytics anonymous facts about your visit: the pages you view, how long you stay, the kind of
        device and browser you use and the site that sent you here. It sets cookies in your browser to count returning
        visits. Your internet address is shortened before it is stored, and no one can tell who you are from this data.
      </p>
      <p>
        The totals for all participating sites are public at <a href="https://analytics.usa.gov/">analytics.usa.gov</a>.
        You can block these cookies or the script in your browser settings; the site works the same without them.
      </p>
    </section>
  )
}
