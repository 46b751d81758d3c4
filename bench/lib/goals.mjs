/**
 * Issue 16's and issue 26's goals, each read from the parts' JSON
 * (dist/results) and marked pass or miss; a figure that was not measured
 * reads 'n/a (reason)'.
 */
import { KB, MS, markdownCells } from './report.mjs'

const times = (x) => `${x.toFixed(2)}×`

const GOALS = [
  { figure: 'click to first view, Portico/RainbowKit (medians)', limit: 1.0, show: times, read: ({ openTime }) => medianRatio(openTime, 'open-time', (t) => t.clickToFirstView, 'rainbowkit') },
  { figure: 'click to first view, Portico/AppKit (medians)', limit: 0.3, show: times, read: ({ openTime }) => medianRatio(openTime, 'open-time', (t) => t.clickToFirstView, 'appkit') },
  { figure: 'wallet click to connected address, Portico/AppKit (medians)', limit: 0.5, show: times, read: ({ connectTime }) => medianRatio(connectTime, 'connect-time', (t) => t.walletClickToAddress, 'appkit') },
  { figure: 'wallet click to connected address, Portico/RainbowKit (medians)', limit: 0.8, show: times, read: ({ connectTime }) => medianRatio(connectTime, 'connect-time', (t) => t.walletClickToAddress, 'rainbowkit') },
  { figure: 'reload to restored address, Portico/AppKit (medians)', limit: 0.5, show: times, read: ({ connectTime }) => medianRatio(connectTime, 'connect-time', (t) => t.reloadToAddress, 'appkit') },
  { figure: 'reload to restored address, Portico/RainbowKit (medians)', limit: 0.8, show: times, read: ({ connectTime }) => medianRatio(connectTime, 'connect-time', (t) => t.reloadToAddress, 'rainbowkit') },
  { figure: 'longest task while scrolling (Portico)', limit: 50, show: MS, read: ({ listScale }) => listFigure(listScale, (l) => l.scroll.longestMs) },
  { figure: 'search keystroke→paint p95 (Portico)', limit: 400, show: MS, read: ({ listScale }) => listFigure(listScale, (l) => l.keystrokeToPaint.p95) },
  { figure: 'initial JS gzip (Portico, the minimal app)', limit: 84_500, show: KB, read: ({ bytes }) => (bytes?.portico?.ok ? { value: bytes.portico.initialJs.gzip } : { na: bytes?.portico?.reason ?? 'bytes did not run' }) },
]

/** Portico's median of a timing figure over another app's. */
function medianRatio(part, partName, pick, other) {
  const median = (app) => {
    if (!part?.[app]) return { na: `${partName} did not run` }
    if (!part[app].ok) return { na: `${app}: ${part[app].reason}` }
    const summary = pick(part[app])
    return summary.na ? { na: `${app}: ${summary.na}` } : { value: summary.median }
  }
  const [portico, them] = [median('portico'), median(other)]
  if (portico.na || them.na) return { na: portico.na ?? them.na }
  return { value: portico.value / them.value }
}

function listFigure(listScale, pick) {
  if (!listScale) return { na: 'list-scale did not run' }
  return listScale.ok ? { value: pick(listScale) } : { na: listScale.reason }
}

export function goalsTable(parts) {
  const lines = GOALS.map(({ figure, limit, show, read }) => {
    const { value, na } = read(parts)
    if (na) return [figure, `≤ ${show(limit)}`, `n/a (${na})`, 'n/a']
    return [figure, `≤ ${show(limit)}`, show(value), value <= limit ? 'pass' : 'miss']
  })
  return markdownCells(['Goal', 'Target', 'Measured', 'Result'], lines)
}
