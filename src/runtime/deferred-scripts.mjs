// Public pages start fetching Next's JavaScript only once their priority images are on
// screen (ADR 0013). Next writes its chunks into the head as async scripts (and preloads
// the bootstrap chunk), so on a slow phone connection the 140 KB of React and Next share
// the line with the hero photograph and run before it is painted. This rewrites each page
// as it streams out: those tags come out and one small loader, carrying the same nonce,
// adds the same scripts after the first frame that shows the priority images.
import onHeaders from 'on-headers'

const FRAMEWORK_SCRIPT = /^[^"]*\/_next\/static\/[^"]+\.js$/
/** An empty script element, or a link: the two shapes Next gives its chunks, in page order. */
const SCRIPT_OR_LINK_TAG = /<script\b([^>]*)><\/script>|<link\b([^>]*?)\/?>/g
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g
/** The longest unfinished tag held back for the next chunk; anything longer is not one of ours. */
const LONGEST_HELD_TAG = 2048
/** A priority image that never arrives must not leave the page without its scripts for long. */
const LONGEST_WAIT_MS = 3000

function attributesOf(source) {
  const attributes = {}
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) attributes[name.toLowerCase()] = value ?? ''
  return attributes
}

/** The chunk an async script or a script preload loads, with the tag's nonce; else null. */
function frameworkChunkOf(scriptAttributes, linkAttributes) {
  const attributes = attributesOf(scriptAttributes ?? linkAttributes)
  const loadsChunk =
    scriptAttributes === undefined ? attributes.rel === 'preload' && attributes.as === 'script' : 'async' in attributes
  const src = scriptAttributes === undefined ? attributes.href : attributes.src
  return loadsChunk && src && FRAMEWORK_SCRIPT.test(src) ? { src, nonce: attributes.nonce ?? '' } : null
}

/**
 * Runs in the page: waits for the document, then for its `fetchpriority="high"` images to
 * load (or fail), lets one frame paint them, and adds the scripts. Kept in ES5 and small:
 * it is inlined into every page.
 */
function loadScriptsAfterPriorityImages(waitMs) {
  var d = document
  var me = d.currentScript
  var nonce = me.nonce || me.getAttribute('nonce')
  var sources = JSON.parse(me.getAttribute('data-scripts'))
  var started = false
  // One script per task: starting a script's fetch costs the main thread a few
  // milliseconds on a slow phone, and ten of them in one task would block input.
  function load() {
    if (started) return
    started = true
    var next = 0
    ;(function addNext() {
      if (next >= sources.length) return
      var script = d.createElement('script')
      script.src = sources[next++]
      script.async = true
      script.nonce = nonce
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
    var pending = [].filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (image) {
      return !image.complete
    })
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

const LOADER_SOURCE = `(${loadScriptsAfterPriorityImages.toString()})(${LONGEST_WAIT_MS})`

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;')

/**
 * The rewriting, on text: `push` each piece of the page as it comes, `end` once. A tag cut
 * in two by a chunk boundary is held back until its end arrives.
 */
export function createScriptDeferrer() {
  const sources = []
  let nonce = null
  let headDone = false
  let held = ''

  function rewriteTag(tag, scriptAttributes, linkAttributes) {
    const chunk = frameworkChunkOf(scriptAttributes, linkAttributes)
    if (!chunk) return tag
    // Only tags the loader covers come out: after the head, that is the ones it lists.
    if (headDone) return sources.includes(chunk.src) ? '' : tag
    if (nonce === null) nonce = chunk.nonce
    if (!sources.includes(chunk.src)) sources.push(chunk.src)
    return ''
  }

  function rewrite(text) {
    const headEnd = headDone ? -1 : text.indexOf('</head>')
    const inHead = headEnd === -1 ? text : text.slice(0, headEnd)
    const rest = headEnd === -1 ? '' : text.slice(headEnd)
    const rewriteAll = (part) => part.replace(SCRIPT_OR_LINK_TAG, rewriteTag)
    let out = rewriteAll(inHead)
    if (headEnd !== -1) {
      out += loaderTag()
      headDone = true
      out += rewriteAll(rest)
    }
    return out
  }

  function loaderTag() {
    if (!sources.length) return ''
    const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''
    return `<script${nonceAttribute} data-scripts='${escapeAttribute(JSON.stringify(sources))}'>${LOADER_SOURCE}</script>`
  }

  return {
    push(text) {
      const pending = held + text
      const lastOpen = pending.lastIndexOf('<')
      const unfinished = lastOpen !== -1 && pending.indexOf('>', lastOpen) === -1
      const cut = unfinished && pending.length - lastOpen <= LONGEST_HELD_TAG ? lastOpen : pending.length
      // `</script>` may itself be what is cut off: keep the whole script tag back.
      const openScript = pending.lastIndexOf('<script', cut)
      const safeCut =
        openScript !== -1 && pending.indexOf('</script>', openScript) === -1 && cut - openScript <= LONGEST_HELD_TAG
          ? openScript
          : cut
      held = pending.slice(safeCut)
      return rewrite(pending.slice(0, safeCut))
    },
    end() {
      const rest = held
      held = ''
      return rewrite(rest)
    },
  }
}

/**
 * Rewrites an HTML response as Next writes it. Call before Next's handler, after anything
 * that compresses: this sees the page as text and passes the rewritten text on.
 *
 * The page is handled as latin1 text, one character per byte: the tags rewritten are
 * ASCII, so every other byte (a multi-byte character too, even one cut between two
 * chunks) goes out as it came, and nothing is decoded from UTF-8 or encoded back.
 */
export function deferFrameworkScripts(response) {
  let decided = false
  let deferrer = null
  // Once the content type is known: when the head is written, or at the first write.
  const decide = () => {
    if (decided) return
    decided = true
    if (!/^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) return
    deferrer = createScriptDeferrer()
    // The page's length changes.
    response.removeHeader('Content-Length')
  }
  onHeaders(response, decide)

  const write = response.write
  const end = response.end
  /** `encoding` as Node's write and end take it: a string, or the callback in its place. */
  const toBytesAsText = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined).toString('latin1')
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1')

  response.write = function deferringWrite(chunk, encoding, callback) {
    decide()
    if (!deferrer || chunk == null) return write.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    const text = deferrer.push(toBytesAsText(chunk, encoding))
    if (!text) {
      if (done) process.nextTick(done)
      return true
    }
    return write.call(this, text, 'latin1', done)
  }

  response.end = function deferringEnd(chunk, encoding, callback) {
    if (typeof chunk === 'function') return deferringEnd.call(this, undefined, undefined, chunk)
    decide()
    if (!deferrer) return end.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    const last = chunk == null ? '' : deferrer.push(toBytesAsText(chunk, encoding))
    return end.call(this, last + deferrer.end(), 'latin1', done)
  }
}
