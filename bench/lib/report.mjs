/**
 * The table: one row per figure, a column per app, then the two ratio
 * columns. A figure that could not be measured reads 'n/a (reason)'.
 * The "every plugin" rows put Portico's full app in Portico's column.
 */
import { FULL_APP } from './paths.mjs'

export const KB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
export const MS = (ms) => `${Math.round(ms)} ms`
const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
const spread = (s) => `${MS(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`

export function buildRows({ build, bytes, openTime, connectTime, listScale, heap }) {
  const why = (part, app, fallback) => {
    if (build?.[app] && !build[app].ok) return `build failed: ${build[app].reason}`
    if (!part) return fallback
    if (part[app] && !part[app].ok) return part[app].reason
    return fallback
  }
  const bytesCell = (app, pick, show) => (bytes?.[app]?.ok ? { value: pick(bytes[app]), text: show(pick(bytes[app])) } : { na: why(bytes, app, 'bytes did not run') })
  const bytesRow = (label, pick, show) => row(label, (app) => bytesCell(app, pick, show))
  // AppKit's default build already ships email, socials, swaps, on-ramp and activity; RainbowKit has none of them.
  const everyPluginRow = (label, pick) => row(`every plugin: ${label}`, (app) => (app === 'rainbowkit' ? { plain: '—' } : bytesCell(app === 'portico' ? FULL_APP : app, pick, KB)))
  const heapRow = (label, pick) => row(label, (app) => (heap?.[app]?.ok ? pick(heap[app]) : { na: why(heap, app, 'heap did not run') }))
  const cycles = heap?.cycles ?? 100
  const timeRow = (label, [part, partName], pick) =>
    row(label, (app) => {
      if (!part?.[app]?.ok) return { na: why(part, app, `${partName} did not run`) }
      const summary = pick(part[app])
      return summary.na ? { na: summary.na } : { value: summary.median, text: spread(summary) }
    })
  const listRow = (label, pick) =>
    row(label, (app) => {
      if (app !== 'portico') return { na: 'not measured (Portico only)', plain: '—' }
      if (!listScale) return { na: 'list-scale did not run' }
      if (!listScale.ok) return { na: listScale.reason }
      return pick(listScale)
    })
  return [
    bytesRow('initial JS gzip', (b) => b.initialJs.gzip, KB),
    bytesRow('initial JS brotli', (b) => b.initialJs.brotli, KB),
    bytesRow('initial CSS gzip', (b) => b.initialCss.gzip, KB),
    bytesRow('total JS gzip', (b) => b.totalJs.gzip, KB),
    bytesRow('chunks (JS files, all)', (b) => b.chunks, String),
    everyPluginRow('initial JS gzip', (b) => b.initialJs.gzip),
    everyPluginRow('initial JS brotli', (b) => b.initialJs.brotli),
    everyPluginRow('total JS gzip', (b) => b.totalJs.gzip),
    everyPluginRow('total JS brotli', (b) => b.totalJs.brotli),
    timeRow('time to interactive button, median (min–max)', [openTime, 'open-time'], (t) => t.buttonInteractive),
    timeRow('click to first view, median (min–max)', [openTime, 'open-time'], (t) => t.clickToFirstView),
    timeRow('wallet click to connected address, median (min–max)', [connectTime, 'connect-time'], (t) => t.walletClickToAddress),
    timeRow('reload to restored address, median (min–max)', [connectTime, 'connect-time'], (t) => t.reloadToAddress),
    listRow('search keystroke→paint p50', (l) => ({ value: l.keystrokeToPaint.median, text: MS(l.keystrokeToPaint.median) })),
    listRow('search keystroke→paint p95', (l) => ({ value: l.keystrokeToPaint.p95, text: MS(l.keystrokeToPaint.p95) })),
    listRow('longest task while scrolling', (l) => ({
      value: l.scroll.longestMs,
      text: `${MS(l.scroll.longestMs)} (${l.scroll.longTasksOver50ms} tasks over 50 ms; ${l.scroll.tilesReached} tiles in ${Math.round(l.scroll.seconds)} s)`,
    })),
    heapRow(`JS heap growth, ${cycles} open/close cycles (from the first close)`, (h) => ({ value: h.growth, text: `${h.growth < 0 ? '−' : '+'}${KB(Math.abs(h.growth))}` })),
    heapRow(`JS heap after ${cycles} cycles (before the first open)`, (h) => ({ value: h.afterLastCycle, text: `${MB(h.afterLastCycle)} (${MB(h.beforeFirstOpen)})` })),
  ]
}

function row(label, cell) {
  const [portico, appkit, rainbowkit] = ['portico', 'appkit', 'rainbowkit'].map(cell)
  return { label, portico, appkit, rainbowkit, vsAppkit: ratio(portico, appkit), vsRainbowkit: ratio(portico, rainbowkit) }
}

function ratio(a, b) {
  // A shrinking heap has no meaningful ratio.
  if (a.value === undefined || b.value === undefined || a.value < 0 || b.value <= 0) return '—'
  return `${(a.value / b.value).toFixed(2)}×`
}

const show = (cell) => cell.text ?? cell.plain ?? `n/a (${cell.na})`

export function markdownTable(rows) {
  const head = ['Figure', 'Portico', 'AppKit', 'RainbowKit', 'Portico/AppKit', 'Portico/RainbowKit']
  return markdownCells(head, rows.map((r) => [r.label, show(r.portico), show(r.appkit), show(r.rainbowkit), r.vsAppkit, r.vsRainbowkit]))
}

export function markdownCells(head, lines) {
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`).join('\n')
}
