/** Announcement dismissal (spec section 4): remembered per host, banner Key and Version. */

export const DISMISSED_VALUE = 'dismissed'

export function bannerStorageKey(host: string, key: string, version: number | string): string {
  return `${host}_${key}_${version}`
}

/**
 * Runs before the banners are painted, so a banner the visitor dismissed never flashes
 * on screen. Static text: its hash goes into the Content-Security-Policy.
 */
export const HIDE_DISMISSED_BANNERS_SCRIPT = `(function(){try{var h=location.host;document.querySelectorAll('[data-banner-key]').forEach(function(b){if(localStorage.getItem(h+'_'+b.getAttribute('data-banner-key')+'_'+b.getAttribute('data-banner-version'))==='${DISMISSED_VALUE}')b.hidden=true})}catch(e){}})()`
