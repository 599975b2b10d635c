// Debian's Chromium and the flags that keep it from reaching any outside host (this
// machine has no outside network, and no page of ours may call one). Shared by the
// browser tests and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
