/**
 * The payloads of the 'hostile' fault mode (devnet/faults.ts): text that would run if it ever became HTML,
 * URLs of schemes that run code or navigate away, and images that are not what they claim. A request the
 * fault matches is only marked here; the route's own producer then answers with these payloads in its
 * normal shape (devnet/hostile-data.ts), so the answer still passes the API schema as a hostile real API's
 * would. Every payload that could run sets `window.__pwned`, which a test watches.
 */
import type { IncomingMessage } from 'node:http'
import { PNG } from 'pngjs'

/** Each marked request and how many requests its fault had matched before it. */
const marked = new WeakMap<IncomingMessage, number>()

/** The 'hostile' fault marks the request instead of answering it; `served` is the fault's count of earlier matches. */
export function markHostile(req: IncomingMessage, served = 0): void {
  marked.set(req, served)
}

export function isHostile(req: IncomingMessage): boolean {
  return marked.has(req)
}

/**
 * The request's place among those its fault matched (0 for the first), or undefined when it is not hostile: a
 * route that cycles through payloads picks by it, so a test that adds a fault knows which payload comes when.
 */
export function hostileIndex(req: IncomingMessage): number | undefined {
  return marked.get(req)
}

/** The global a payload sets if it runs. */
export const PWNED_GLOBAL = '__pwned'
const LONG = 10_000
/** A 10,000-character name without a space: nothing can wrap it, so only an ellipsis keeps the layout. */
export const HOSTILE_LONG_WORD = 'W'.repeat(LONG)

/** Names, symbols and labels: markup of several kinds, 10,000 characters with and without spaces, bidi and combining marks. */
export const HOSTILE_TEXTS: readonly string[] = [
  `<img src=x onerror="window.${PWNED_GLOBAL}='img'">`,
  `<script>window.${PWNED_GLOBAL}='script'</script>`,
  `"><svg onload="window.${PWNED_GLOBAL}='svg'"></svg>`,
  `<iframe srcdoc="<script>parent.${PWNED_GLOBAL}='iframe'</script>"></iframe>`,
  HOSTILE_LONG_WORD,
  'Long name '.repeat(LONG / 10),
  `\u202Egnp.exe ${'Z\u0336\u0301\u0316'.repeat(40)}`,
]

/** Links and image URLs that must never be opened or loaded (javascript: in disguises, data: documents, other schemes). */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:window.${PWNED_GLOBAL}='javascript-url'`,
  ` JaVaScRiPt:window.${PWNED_GLOBAL}='mixed-case'`,
  `java\tscript:window.${PWNED_GLOBAL}='tab'`,
  `data:text/html,<script>window.${PWNED_GLOBAL}='data-html'</script>`,
  `data:text/html;base64,${Buffer.from(`<script>window.${PWNED_GLOBAL}='data-base64'</script>`).toString('base64')}`,
  `vbscript:msgbox("${PWNED_GLOBAL}")`,
  'file:///etc/passwd',
]

/**
 * An SVG data URL with a script: an <img> may show it (images never run scripts), so it is the one
 * "dangerous-looking" URL a product may keep; it proves the script stays inert.
 */
export const SCRIPTED_SVG_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="window.${PWNED_GLOBAL}='svg-data'"><script>window.${PWNED_GLOBAL}='svg-data-script'</script><rect width="8" height="8"/></svg>`,
)}`

/** Width and height of the oversized image: 2,400 × 2,200 RGBA stored without compression is over 20 MB. */
export const OVERSIZED_IMAGE_PX = { width: 2400, height: 2200 } as const
let oversized: Buffer | undefined
/** A real, decodable PNG of over 20 MB (stored, not deflated): made on first use and kept. */
function oversizedPng(): Buffer {
  if (!oversized) {
    const image = new PNG({ ...OVERSIZED_IMAGE_PX, deflateLevel: 0 })
    // A diagonal gradient, so a view that showed it at full size would be plain to see in a screenshot.
    for (let offset = 0; offset < image.data.length; offset += 4) {
      const pixel = offset / 4
      image.data[offset] = (pixel % OVERSIZED_IMAGE_PX.width) % 256
      image.data[offset + 1] = Math.floor(pixel / OVERSIZED_IMAGE_PX.width) % 256
      image.data[offset + 2] = 128
      image.data[offset + 3] = 255
    }
    oversized = PNG.sync.write(image, { deflateLevel: 0 })
  }
  return oversized
}

/** Image ids whose image is not a usable image: the image routes answer them with these bodies. */
export const HOSTILE_IMAGES: Readonly<Record<string, { contentType: string; readonly body: string | Buffer }>> = {
  'hostile-html': { contentType: 'text/html', body: `<script>window.${PWNED_GLOBAL}='image-html'</script>` },
  'hostile-svg-script': {
    contentType: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000" onload="window.${PWNED_GLOBAL}='image-svg'"><script>window.${PWNED_GLOBAL}='image-svg-script'</script></svg>`,
  },
  'hostile-garbage': { contentType: 'image/png', body: Buffer.from('89504e470d0a1a0a0000deadbeef', 'hex') },
  'hostile-empty': { contentType: 'image/webp', body: '' },
  'hostile-oversized': {
    contentType: 'image/png',
    get body() {
      return oversizedPng()
    },
  },
}
export const HOSTILE_IMAGE_IDS = Object.keys(HOSTILE_IMAGES)

/** Cycles through a payload list from `index`. */
export const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T
