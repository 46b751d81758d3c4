/**
 * The page side of the hostile-data test: hostile EIP-6963 announcements, a recorder of window.open, and a
 * scan of the document and every open shadow root for what hostile data must never become (event-handler
 * attributes, script or srcdoc elements, links and sources of a dangerous scheme) and for broken layout.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { HOSTILE_LONG_WORD, HOSTILE_TEXTS, PWNED_GLOBAL, SCRIPTED_SVG_DATA_URL } from 'portico-devnet'

type ProviderKind = 'ok' | 'none' | 'not-callable'
interface Announcement {
  /** Undefined sends a detail of null. */
  info?: Record<string, string> | null
  provider: ProviderKind
}

/** Announced second with the first's rdns and uuid: it replaces the first. */
export const REPLACED_NAME = 'Duplicate rdns (replaced)'
const SVG = SCRIPTED_SVG_DATA_URL

/** Accepted by EIP-6963's shape: the modal lists them (by name), however hostile. */
export const LISTED_ANNOUNCEMENTS: Announcement[] = [
  { info: { uuid: 'u-1', name: REPLACED_NAME, icon: SVG, rdns: 'hostile.announced' }, provider: 'ok' },
  { info: { uuid: 'u-1', name: HOSTILE_TEXTS[0] as string, icon: `data:text/html,<script>window.${PWNED_GLOBAL}='icon-html'</script>`, rdns: 'hostile.announced' }, provider: 'ok' },
  { info: { uuid: 'u-2', name: HOSTILE_LONG_WORD, icon: `javascript:window.${PWNED_GLOBAL}='icon-js'`, rdns: 'hostile.long' }, provider: 'ok' },
  { info: { uuid: 'u-2', name: HOSTILE_TEXTS[1] as string, icon: SVG, rdns: 'hostile.svg' }, provider: 'ok' },
  { info: { uuid: 'u-3', name: HOSTILE_TEXTS[5] as string, icon: 'data:image/png;base64,AAAAAAAA' }, provider: 'ok' },
]
/** Refused: a field missing or of the wrong type, no provider, no detail. None may be listed. */
export const REFUSED_ANNOUNCEMENTS: Announcement[] = [
  { info: { uuid: 'u-4', name: 'Missing icon', rdns: 'hostile.noicon' }, provider: 'ok' },
  { info: { uuid: 'u-5', name: '', icon: SVG, rdns: 'hostile.noname' }, provider: 'ok' },
  { info: { uuid: 'u-6', name: 'Missing provider', icon: SVG, rdns: 'hostile.noprovider' }, provider: 'none' },
  { info: { uuid: 'u-7', name: 'Provider without request', icon: SVG, rdns: 'hostile.badprovider' }, provider: 'not-callable' },
  { info: null, provider: 'ok' },
  { provider: 'ok' },
]
export const REFUSED_NAMES = ['Missing icon', 'Missing provider', 'Provider without request']

/** Records every window.open URL in window.__opened (scanPage reads it). */
export async function recordWindowOpen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const opened: string[] = []
    const open = window.open.bind(window)
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      opened.push(String(url))
      return open(url, ...rest)
    }
    Object.defineProperty(window, '__opened', { value: opened })
  })
}

/** Announces the hostile wallets at load and on every request; records every window.open URL in window.__opened. */
export async function installHostilePage(context: BrowserContext): Promise<void> {
  await recordWindowOpen(context)
  await context.addInitScript(
    ({ announcements }) => {
      const rejecting = { request: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })), on() {}, removeListener() {} }
      const providers = { ok: rejecting, none: undefined, 'not-callable': { request: 'no' } }
      const announce = () => {
        for (const { info, provider } of announcements) {
          const detail = info === undefined ? null : Object.freeze({ info: info && Object.freeze({ ...info }), provider: providers[provider] })
          window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
        }
      }
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    { announcements: [...LISTED_ANNOUNCEMENTS, ...REFUSED_ANNOUNCEMENTS] },
  )
}

export interface Scan {
  /** Elements with an on* attribute. */
  handlers: string[]
  /** Attributes holding a URL of a dangerous scheme. */
  dangerousUrls: string[]
  /** <script>, <iframe srcdoc>, <object> and <embed> inside the modal. */
  injected: string[]
  pwned: unknown
  opened: string[]
  /** Boxes of the modal that stick out of the dialog, scroll sideways or are cut off below. */
  overflow: string[]
  /** Parts of a row after a name that the name's bidi controls can reach (not isolated). */
  bidiLeaks: string[]
  /** The modal's text (for counting which payloads were shown as text). */
  text: string
  /** The page scrolls sideways (the account button shows the identity name). */
  pageOverflow: boolean
}

/** Runs in the page: the document and every open shadow root. */
export function scanPage(page: Page): Promise<Scan> {
  return page.evaluate((pwnedGlobal) => {
    // What kernel/safe-url.ts lets an <img> show; everything else of these schemes is dangerous.
    const dangerous = (value: string) => {
      // As a URL parser reads it: control characters, spaces and tabs do not hide a scheme.
      const v = [...value].filter((char) => char > ' ').join('').toLowerCase()
      return /^(javascript|vbscript|file):/.test(v) || (v.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp|svg\+xml|avif)[;,]/.test(v))
    }
    const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'ping'])
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)
    const scan = { handlers: [] as string[], dangerousUrls: [] as string[], injected: [] as string[], overflow: [] as string[], bidiLeaks: [] as string[] }
    const roots: (Document | ShadowRoot)[] = [document]
    for (let index = 0; index < roots.length; index++) {
      const root = roots[index] as Document | ShadowRoot
      // The page's <head> is the app's own (the demo's empty 'data:,' icon), never fed by the modal.
      for (const element of root.querySelectorAll(root === document ? 'body, body *' : '*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot)
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith('on')) scan.handlers.push(`${describe(element)} ${attribute.name}`)
          if (URL_ATTRIBUTES.has(attribute.name) && dangerous(attribute.value)) scan.dangerousUrls.push(`${describe(element)} ${attribute.name}=${attribute.value.slice(0, 60)}`)
        }
        if (root !== document && element.matches('script, iframe[srcdoc], object, embed')) scan.injected.push(describe(element))
      }
    }
    const modal = document.querySelector('portico-modal')?.shadowRoot
    const dialog = modal?.querySelector('dialog')
    if (dialog) {
      const box = dialog.getBoundingClientRect()
      for (const element of [dialog, ...dialog.querySelectorAll('.pt-body, .pt-scroll')]) {
        if (element.scrollWidth > element.clientWidth + 1) scan.overflow.push(`${describe(element)} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`)
      }
      // The dialog clips (overflow: hidden): a view taller than it must scroll inside (.pt-scroll), or a person cannot reach its foot.
      const view = dialog.querySelector('.pt-view')?.getBoundingClientRect()
      if (view && view.bottom > box.bottom + 1) scan.overflow.push(`the view's foot is cut off (${Math.round(view.bottom)} > ${Math.round(box.bottom)})`)
      for (const element of dialog.querySelectorAll('.pt-header, .pt-title, li, button, a, .pt-account, .pt-address-row, .pt-label, .pt-amount')) {
        const rect = element.getBoundingClientRect()
        if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1)) scan.overflow.push(`${describe(element)} ${rect.left}..${rect.right} outside ${box.left}..${box.right}`)
      }
      for (const element of dialog.querySelectorAll('.pt-label > *')) {
        if (getComputedStyle(element).unicodeBidi !== 'isolate') scan.bidiLeaks.push(describe(element))
      }
    }
    const global = window as unknown as Record<string, unknown>
    return {
      ...scan,
      pwned: global[pwnedGlobal],
      opened: [...((global.__opened as string[] | undefined) ?? [])],
      text: dialog?.textContent ?? '',
      pageOverflow: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    }
  }, PWNED_GLOBAL)
}
