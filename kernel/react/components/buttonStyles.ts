/**
 * Styles of the app-side buttons, adopted by the document as a constructed
 * sheet on first render (CSP-safe: no <style> tag, no inline style string).
 * Class names carry the 'portico-' prefix so they do not collide with the app's.
 */
import { adoptStyles } from '../../ui/shell/stylesheet'

const BUTTON_CSS = /* css */ `
.portico-btn {
  --portico-accent: var(--w3m-accent, #2f6df6);
  display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 16px;
  border-radius: 12px; border: 1px solid rgba(17, 24, 39, 0.1); background: #ffffff; color: #141518;
  font: 600 14px/1 Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  cursor: pointer; transition: background 120ms, border-color 120ms, filter 120ms; white-space: nowrap;
}
.portico-btn:hover:not(:disabled) { background: #f3f4f6; }
.portico-btn:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.portico-btn:disabled { opacity: 0.6; cursor: default; }
.portico-btn[data-variant='primary'] { background: var(--portico-accent); border-color: transparent; color: #fff; }
.portico-btn[data-variant='primary']:hover:not(:disabled) { filter: brightness(1.08); background: var(--portico-accent); }
.portico-btn[data-theme='dark'] { background: #222428; color: #f3f4f6; border-color: rgba(255, 255, 255, 0.1); }
.portico-btn[data-theme='dark']:hover:not(:disabled) { background: #2b2e33; }
.portico-btn-muted { font-weight: 500; opacity: 0.7; font-variant-numeric: tabular-nums; }
/* The identity name comes from the API: cut with an ellipsis, however long. */
.portico-btn-name { min-width: 0; max-width: 24ch; overflow: hidden; text-overflow: ellipsis; }
.portico-btn-dot { width: 8px; height: 8px; border-radius: 999px; background: #13a05b; flex: none; }
`

let adopted = false

export function ensureButtonStyles(): void {
  if (adopted || typeof document === 'undefined') return
  adopted = true
  adoptStyles(document, BUTTON_CSS)
}
