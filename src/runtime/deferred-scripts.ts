/**
 * Public pages start fetching Next's JavaScript only once their priority images are on
 * screen (ADR 0013). Next writes its chunks into the head as async scripts (and preloads
 * the bootstrap chunk), so on a slow phone connection the 140 KB of React and Next share
 * the line with the hero photograph and run before it is painted. The server takes those
 * tags out of each finished page and puts one small loader in their place, carrying the
 * render's nonce, which adds the same scripts (with their integrity hashes) after the
 * first frame that shows the priority images. The loader is an inline script like
 * Next's own, so the page policy allows it by its hash.
 */
import { escapeHtml } from '../lib/escape-html.ts'

const FRAMEWORK_SCRIPT = /^[^"]*\/_next\/static\/[^"]+\.js$/
/** An empty script element, or a link: the two shapes Next gives its chunks. */
const SCRIPT_OR_LINK_TAG = /<script\b([^>]*)><\/script>|<link\b([^>]*?)\/?>/g
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g
/** A priority image that never arrives must not leave the page without its scripts for long. */
const LONGEST_WAIT_MS = 3000

type Chunk = { src: string; integrity?: string }

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) if (name) attributes[name.toLowerCase()] = value ?? ''
  return attributes
}

/** The chunk an async script or a script preload loads; else null. */
function frameworkChunkOf(scriptAttributes: string | undefined, linkAttributes: string | undefined) {
  const attributes = attributesOf(scriptAttributes ?? linkAttributes ?? '')
  const loadsChunk =
    scriptAttributes === undefined ? attributes.rel === 'preload' && attributes.as === 'script' : 'async' in attributes
  const src = scriptAttributes === undefined ? attributes.href : attributes.src
  if (!loadsChunk || !src || !FRAMEWORK_SCRIPT.test(src)) return null
  return { src, integrity: attributes.integrity || undefined, nonce: attributes.nonce ?? '' }
}

/**
 * Runs in the page: waits for the document, then for its `fetchpriority="high"` images to
 * load (or fail), lets one frame paint them, and adds the scripts, one per task (starting a
 * script's fetch costs a slow phone's main thread a few milliseconds). Kept in ES5 and
 * small: it is inlined into every page.
 */
/* eslint-disable no-var -- ES5 on purpose: this function's source is the page's inline loader */
function loadScriptsAfterPriorityImages(waitMs: number) {
  var d = document
  var me = d.currentScript as HTMLScriptElement
  var chunks = JSON.parse(me.getAttribute('data-scripts') as string) as Chunk[]
  var started = false
  function load() {
    if (started) return
    started = true
    var next = 0
    ;(function addNext() {
      if (next >= chunks.length) return
      var chunk = chunks[next++] as Chunk
      var script = d.createElement('script')
      script.src = chunk.src
      if (chunk.integrity) script.integrity = chunk.integrity
      script.async = true
      d.head.appendChild(script)
      setTimeout(addNext, 0)
    })()
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(load, 0)
    })
  }
  function whenPriorityImagesShown() {
    var pending = [].filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (image: HTMLImageElement) {
      return !image.complete
    }) as HTMLImageElement[]
    var left = pending.length
    if (!left) return afterNextPaint()
    pending.forEach(function (image) {
      function done() {
        if (--left === 0) afterNextPaint()
      }
      image.addEventListener('load', done)
      image.addEventListener('error', done)
    })
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', whenPriorityImagesShown)
  else whenPriorityImagesShown()
  setTimeout(load, waitMs)
}
/* eslint-enable no-var */

// Types are erased by Node and by the bundler alike; what the page gets is plain ES5.
const LOADER_SOURCE = `(${loadScriptsAfterPriorityImages.toString()})(${LONGEST_WAIT_MS})`

/**
 * The page with Next's async chunk scripts and script preloads taken out of its head and
 * one loader added before `</head>`. Tags after the head for a chunk the loader lists go
 * too; any other tag stays as it is. A page without such scripts is returned unchanged.
 */
export function deferFrameworkScripts(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) return html
  const chunks: Chunk[] = []
  let nonce: string | null = null
  const head = html.slice(0, headEnd).replace(SCRIPT_OR_LINK_TAG, (tag, script?: string, link?: string) => {
    const chunk = frameworkChunkOf(script, link)
    if (!chunk) return tag
    nonce ??= chunk.nonce
    const known = chunks.find((entry) => entry.src === chunk.src)
    if (!known) chunks.push({ src: chunk.src, integrity: chunk.integrity })
    else known.integrity ??= chunk.integrity
    return ''
  })
  if (chunks.length === 0) return html
  const rest = html.slice(headEnd).replace(SCRIPT_OR_LINK_TAG, (tag, script?: string, link?: string) => {
    const chunk = frameworkChunkOf(script, link)
    return chunk && chunks.some((entry) => entry.src === chunk.src) ? '' : tag
  })
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : ''
  const loader = `<script${nonceAttribute} data-scripts='${escapeHtml(JSON.stringify(chunks))}'>${LOADER_SOURCE}</script>`
  return head + loader + rest
}
