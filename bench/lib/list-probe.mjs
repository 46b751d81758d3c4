/**
 * Page side of list-scale (installed with addInitScript). keystroke: from the
 * keydown's timestamp to the first frame, painted, in which the wallet list
 * has changed since the key and settled (not busy) on results that all match
 * the search text (or on the empty message). longTasks: every 'longtask'
 * entry while scrolling.
 */
export function listProbe({ list, searchInput, empty }) {
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
  const settled = () => {
    const listElement = find(list)
    if (!listElement || listElement.getAttribute('aria-busy') !== 'false') return false
    const query = (find(searchInput)?.value ?? '').trim().toLowerCase()
    const names = [...listElement.querySelectorAll('button')].map((button) => button.textContent.trim().toLowerCase())
    return names.length > 0 ? names.every((name) => name.includes(query)) : Boolean(find(empty))
  }
  const state = { keyAt: undefined, paintedAt: undefined, longTasks: [] }
  let observer
  state.armKeystroke = () => {
    state.keyAt = undefined
    state.paintedAt = undefined
    let changed = false
    observer?.disconnect()
    observer = new MutationObserver(() => (changed = true))
    observer.observe(find(list), { subtree: true, childList: true, characterData: true, attributes: true })
    const check = () => {
      if (!(changed && settled())) return requestAnimationFrame(check)
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (state.paintedAt = performance.now())
      channel.port2.postMessage(null)
    }
    addEventListener('keydown', (event) => {
      state.keyAt = event.timeStamp
      requestAnimationFrame(check)
    }, { capture: true, once: true })
  }
  state.isSettled = settled
  // The list is windowed: count the furthest position reached (aria-posinset), not the rendered buttons.
  state.tileCount = () => {
    const element = find(list)
    const positions = [...(element?.querySelectorAll('li[aria-posinset]') ?? [])].map((li) => Number(li.getAttribute('aria-posinset')))
    return Math.max(element?.querySelectorAll('button').length ?? 0, ...positions)
  }
  state.watchLongTasks = () => {
    // The keystroke probe's observer would otherwise record every mutation of the scroll too.
    observer?.disconnect()
    state.longTasks = []
    new PerformanceObserver((entries) => state.longTasks.push(...entries.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' })
  }
  Object.defineProperty(window, '__list', { value: state })
}
