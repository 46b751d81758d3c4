/**
 * Runs inside the page from document creation (addInitScript), so every
 * timestamp is the page's own performance.now(), i.e. ms since navigation
 * start. Each check runs in a requestAnimationFrame callback: an element
 * found there is painted in that very frame, and a message posted from the
 * callback is delivered once that frame has been produced ("after paint").
 *
 *   buttonReadyAt  the connect button is visible (no hidden/transparent/
 *                  aria-hidden ancestor), sized, enabled and takes pointer events
 *   clickAt        the click's pointerdown (event.timeStamp)
 *   viewPaintedAt  the first entry of the modal's first view is laid out
 *                  (entrance animations are not waited for)
 *   pointerDownAt  the latest pointerdown (connect-time: the click on the wallet's entry)
 *   accountShownAt with `address` only: the app's account element is laid out and
 *                  its text (shadow roots included) shows the address's head and tail
 *
 * Each figure is also logged (console.debug, probeMessage), so a part can wait for it with
 * `probeReported` instead of polling in the page: Playwright's first poll in a document injects
 * its own script there, tens of milliseconds of the main thread (at the 4x throttle) in the
 * middle of the page load being timed.
 */
/** The console message of a figure (the probe runs serialized in the page: it spells it out). */
export const probeMessage = (figure) => `__bench: ${figure}`

/** Resolves when the page's probe has recorded `figure` (a name of window.__bench). */
export function probeReported(page, figure, timeout) {
  return page.waitForEvent('console', { predicate: (message) => message.text() === probeMessage(figure), timeout })
}

export function pageProbe({ button, firstView, account, address }) {
  const state = { buttonReadyAt: undefined, clickAt: undefined, viewPaintedAt: undefined, pointerDownAt: undefined, accountShownAt: undefined }
  Object.defineProperty(window, '__bench', { value: state })

  const find = (path) => {
    let scope = document
    let element = null
    for (const selector of path) {
      element = scope.querySelector(selector)
      if (!element) return null
      scope = element.shadowRoot ?? element
    }
    return element
  }
  const ancestors = function* (element) {
    for (let node = element; node; node = node.parentElement ?? node.getRootNode().host) yield node
  }
  const laidOut = (element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    for (const node of ancestors(element)) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden') return false
    }
    return true
  }
  const interactive = (element) =>
    !element.disabled &&
    element.getAttribute('aria-disabled') !== 'true' &&
    getComputedStyle(element).pointerEvents !== 'none' &&
    laidOut(element) &&
    [...ancestors(element)].every((node) => Number(getComputedStyle(node).opacity) > 0 && node.getAttribute('aria-hidden') !== 'true')
  const deepText = (node) => [...(node.shadowRoot?.childNodes ?? []), ...node.childNodes].map((child) => (child.nodeType === Node.TEXT_NODE ? child.data : deepText(child))).join('')
  const showsAddress = (element) => {
    const text = deepText(element).toLowerCase()
    // The text first: laidOut forces a style and layout pass, which the probe should not add to every frame.
    return text.includes(address.head.toLowerCase()) && text.includes(address.tail.toLowerCase()) && laidOut(element)
  }
  const afterPaint = (figure) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      state[figure] = performance.now()
      console.debug(`__bench: ${figure}`)
    }
    channel.port2.postMessage(null)
  }
  const watch = (path, ready, figure) => {
    const check = () => {
      const element = find(path)
      if (element && ready(element)) afterPaint(figure)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }

  watch(button, interactive, 'buttonReadyAt')
  // From document creation: after a reload the restored connection may show before any click.
  if (address) watch(account, showsAddress, 'accountShownAt')
  addEventListener(
    'pointerdown',
    (event) => {
      state.pointerDownAt = event.timeStamp
      if (state.clickAt !== undefined) return
      state.clickAt = event.timeStamp
      watch(firstView, laidOut, 'viewPaintedAt')
    },
    true,
  )
  // The same checks on demand, for heap.mjs, which opens and closes the modal many times.
  state.buttonReady = () => {
    const element = find(button)
    return Boolean(element && interactive(element))
  }
  state.viewShown = () => {
    const element = find(firstView)
    return Boolean(element && laidOut(element))
  }
  // Where to click, once the button is ready.
  state.buttonCenter = () => {
    const rect = find(button).getBoundingClientRect()
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
  }
}
