/**
 * Issue 16's goals, each read from the parts' JSON (dist/results) and marked
 * pass or miss; a figure that was not measured reads 'n/a (reason)'.
 */
import { KB, MS, markdownCells } from './report.mjs'

const times = (x) => `${x.toFixed(2)}×`

const GOALS = [
  { figure: 'click to first view, Portico/RainbowKit (medians)', limit: 1.0, show: times, read: ({ openTime }) => clickRatio(openTime, 'rainbowkit') },
  { figure: 'click to first view, Portico/AppKit (medians)', limit: 0.3, show: times, read: ({ openTime }) => clickRatio(openTime, 'appkit') },
  { figure: 'longest task while scrolling (Portico)', limit: 50, show: MS, read: ({ listScale }) => listFigure(listScale, (l) => l.scroll.longestMs) },
  { figure: 'search keystroke→paint p95 (Portico)', limit: 400, show: MS, read: ({ listScale }) => listFigure(listScale, (l) => l.keystrokeToPaint.p95) },
  { figure: 'initial JS gzip (Portico, the minimal app)', limit: 84_500, show: KB, read: ({ bytes }) => (bytes?.portico?.ok ? { value: bytes.portico.initialJs.gzip } : { na: bytes?.portico?.reason ?? 'bytes did not run' }) },
]

function clickRatio(openTime, other) {
  const median = (app) => {
    const part = openTime?.[app]
    if (!part) return { na: 'open-time did not run' }
    if (!part.ok) return { na: `${app}: ${part.reason}` }
    return part.clickToFirstView.na ? { na: `${app}: ${part.clickToFirstView.na}` } : { value: part.clickToFirstView.median }
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
