import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const startedInBrowser = () => true
const notStartedOnServer = () => false

/**
 * False on the server and while the page hydrates, true once the browser runs the component:
 * a button drawn with the page does nothing if pressed before then, so it is held until then.
 */
export function useStartedInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, startedInBrowser, notStartedOnServer)
}
