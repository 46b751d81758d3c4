/**
 * The modal's stylesheet, adopted by its shadow root as a constructed sheet:
 * no <style> tag and no inline style strings, so it works under a CSP without
 * 'unsafe-inline' (CSSOM is allowed). Dynamic values arrive as --w3m-* custom
 * properties set with style.setProperty (see theme.ts).
 *
 * Sizes derive from the master font size (10px) and master radius (4px) of SPEC §2.
 */
export const MODAL_CSS = /* css */ `
:host {
  all: initial;
  --pt-fs: var(--w3m-font-size-master, 10px);
  --pt-r: var(--w3m-border-radius-master, 4px);
  --pt-font: var(--w3m-font-family, Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  --pt-accent: var(--w3m-accent, #2f6df6);
  --pt-mix: var(--w3m-color-mix, transparent);
  --pt-mix-strength: var(--w3m-color-mix-strength, 0%);
  --pt-z: var(--w3m-z-index, 999);
  --pt-ease: cubic-bezier(0.2, 0, 0, 1);
}
.pt-root {
  --pt-base-bg: #ffffff;
  --pt-base-surface: #f3f4f6;
  --pt-base-surface-hover: #e9ebef;
  --pt-text: #141518;
  --pt-muted: #6b7280;
  --pt-border: rgba(17, 24, 39, 0.09);
  --pt-error: #c92a2a;
  --pt-success: #13a05b;
  --pt-shadow: 0 24px 64px rgba(15, 23, 42, 0.18), 0 2px 8px rgba(15, 23, 42, 0.08);
  --pt-skeleton: #eceef2;
  --pt-bg: color-mix(in srgb, var(--pt-mix) var(--pt-mix-strength), var(--pt-base-bg));
  --pt-surface: color-mix(in srgb, var(--pt-mix) var(--pt-mix-strength), var(--pt-base-surface));
  --pt-surface-hover: color-mix(in srgb, var(--pt-mix) var(--pt-mix-strength), var(--pt-base-surface-hover));
  font-family: var(--pt-font);
  font-size: calc(var(--pt-fs) * 1.4);
  line-height: 1.4;
  color: var(--pt-text);
  -webkit-font-smoothing: antialiased;
}
.pt-root[data-theme='dark'] {
  --pt-base-bg: #16171a;
  --pt-base-surface: #222428;
  --pt-base-surface-hover: #2b2e33;
  --pt-text: #f3f4f6;
  --pt-muted: #9ca3af;
  --pt-border: rgba(255, 255, 255, 0.09);
  --pt-error: #f26b6b;
  --pt-success: #3ccf87;
  --pt-shadow: 0 24px 64px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.3);
  --pt-skeleton: #2a2c31;
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: border-box; }
button, input, select { font: inherit; color: inherit; }
button { cursor: pointer; }
button:disabled { cursor: default; opacity: 0.55; }
:focus-visible { outline: 2px solid var(--pt-accent); outline-offset: 2px; }

/* ---- dialog ---- */
.pt-dialog {
  width: 360px;
  max-width: calc(100vw - 24px);
  max-height: calc(100vh - 48px);
  padding: 0;
  margin: auto;
  border: 1px solid var(--pt-border);
  border-radius: calc(var(--pt-r) * 7);
  background: var(--pt-bg);
  color: var(--pt-text);
  box-shadow: var(--pt-shadow);
  overflow: hidden;
  z-index: var(--pt-z);
}
.pt-dialog::backdrop { background: rgba(10, 12, 16, 0.45); backdrop-filter: blur(2px); }
.pt-dialog[open] { animation: pt-modal-in 150ms var(--pt-ease); }
@media (max-width: 430px) {
  .pt-dialog {
    max-width: 100vw; width: 100vw; margin: auto 0 0 0;
    border-radius: calc(var(--pt-r) * 7) calc(var(--pt-r) * 7) 0 0;
  }
}
/* A fieldset is as wide as its widest line by default: an API's long token symbol would widen the modal. Amounts
   and hints from an API (an absurd quote's 80 digits) wrap anywhere rather than stick out. */
.pt-card { min-width: 0; }
.pt-card, .pt-hint, .pt-amount { overflow-wrap: anywhere; }
.pt-card.pt-shake { animation: pt-shake 500ms var(--pt-ease); }

/* ---- header ---- */
.pt-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center;
  padding: 14px 14px 6px; min-height: 56px;
}
.pt-title {
  margin: 0; text-align: center; font-size: calc(var(--pt-fs) * 1.6); font-weight: 600;
  letter-spacing: -0.01em; animation: pt-fade 120ms var(--pt-ease);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.pt-icon-btn {
  flex: none; display: inline-grid; place-items: center; width: 36px; height: 36px; padding: 0;
  border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 3);
  background: transparent; color: var(--pt-muted); transition: background 120ms, color 120ms;
}
.pt-icon-btn:hover { background: var(--pt-surface); color: var(--pt-text); }
.pt-icon-btn svg, .pt-btn svg { flex: none; width: 16px; height: 16px; }

/* ---- body: height animates, views cross-fade ---- */
.pt-body { overflow: hidden; transition: height 150ms var(--pt-ease); }
.pt-view { padding: 8px 16px 18px; animation: pt-view-in 150ms var(--pt-ease); }
.pt-scroll { max-height: min(60vh, 460px); overflow-y: auto; overscroll-behavior: contain; margin: 0 -16px; padding: 0 16px; }
.pt-scroll[data-tall] { max-height: min(78vh, 620px); }

/* ---- lists ---- */
/* One column of the list's width: a row's long content never widens it. */
.pt-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.pt-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px;
  padding-block: 8px; padding-inline: 8px 14px; text-align: start;
  border: 1px solid transparent; border-radius: calc(var(--pt-r) * 4);
  background: var(--pt-surface); transition: background 120ms, border-color 120ms;
}
.pt-list-item:hover:not(:disabled) { background: var(--pt-surface-hover); }
.pt-list-item[aria-current='true'] { border-color: var(--pt-accent); }
.pt-list-item .pt-label { flex: 1; min-width: 0; font-weight: 500; }
/* Names and symbols come from wallets, registries and APIs: one line cut with an ellipsis, however long. */
.pt-list-item .pt-label, .pt-list-item .pt-label > *, .pt-nft .pt-label, .pt-amount > *, .pt-address {
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
/* A name's bidi controls (an unclosed U+202E) end with it: the symbol after it is not reversed. */
.pt-label > * { unicode-bidi: isolate; }
.pt-list-item > svg:not(.pt-img) { flex: none; width: 14px; height: 14px; color: var(--pt-muted); }
/* Right-to-left (the dialog's dir): the icons that point forward or back mirror (Back, the rows', pill's and chips'
   chevrons, a method's arrow; not Help's "?", brand marks or the external link); figures read left to right. */
:dir(rtl):is(.pt-header > :first-child > svg:not(:has(circle)), button.pt-list-item > .pt-label ~ svg, .pt-list-icon:has(~ svg) > svg, .pt-pill svg:last-child, .pt-chip svg, .pt-choices svg) { scale: -1 1; }
.pt-list-icon { flex: none; display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: calc(var(--pt-r) * 3); background: var(--pt-bg); border: 1px solid var(--pt-border); color: var(--pt-accent); }
.pt-list-icon svg { width: 18px; height: 18px; }
.pt-section-label {
  margin: 14px 2px 8px; font-size: calc(var(--pt-fs) * 1.2); font-weight: 600;
  color: var(--pt-muted); text-transform: uppercase; letter-spacing: 0.04em;
}
.pt-tag {
  padding: 2px 8px; border-radius: 999px; font-size: calc(var(--pt-fs) * 1.1); font-weight: 600;
  /* Accent text toned toward the text colour: 4.5:1 on the tinted pill in both themes (axe color-contrast). */
  color: color-mix(in srgb, var(--pt-accent) 60%, var(--pt-text)); background: color-mix(in srgb, var(--pt-accent) 12%, transparent);
}
.pt-or { display: flex; align-items: center; gap: 12px; color: var(--pt-muted); font-size: calc(var(--pt-fs) * 1.2); }
.pt-or::before, .pt-or::after { content: ''; flex: 1; border-top: 1px solid var(--pt-border); }
.pt-foot { margin: 16px 0 0; text-align: center; color: var(--pt-muted); font-size: calc(var(--pt-fs) * 1.3); }
.pt-foot button { padding: 0; border: 0; background: none; }
.pt-tag[data-tone='muted'] { color: var(--pt-muted); background: var(--pt-bg); }

/* ---- images ---- */
.pt-img {
  flex: none; width: 40px; height: 40px; border-radius: calc(var(--pt-r) * 3);
  border: 1px solid var(--pt-border); background: var(--pt-bg); object-fit: cover;
  display: inline-grid; place-items: center; overflow: hidden;
  font-weight: 600; color: var(--pt-muted);
}
.pt-img[data-size='lg'] { width: 72px; height: 72px; border-radius: calc(var(--pt-r) * 5); font-size: calc(var(--pt-fs) * 2.4); }
.pt-img[data-size='sm'] { width: 24px; height: 24px; border-radius: 999px; font-size: calc(var(--pt-fs) * 1.1); }
/* Network and token marks (AssetImage) are discs, unframed. */
.pt-img[data-disc], svg.pt-img { border: 0; border-radius: 50%; }

/* ---- inputs and buttons ---- */
.pt-search {
  display: block; width: 100%; height: 40px; padding: 0 14px; margin: 0 0 10px;
  border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 3);
  background: var(--pt-surface); color: var(--pt-text); outline: none;
}
.pt-search:focus { border-color: var(--pt-accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--pt-accent) 20%, transparent); }
.pt-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 40px; padding: 0 16px; border-radius: calc(var(--pt-r) * 3);
  border: 1px solid var(--pt-border); background: var(--pt-surface); font-weight: 600;
  color: var(--pt-text); text-decoration: none; /* also on <a class="pt-btn"> */
  transition: background 120ms, filter 120ms;
}
.pt-btn:hover:not(:disabled) { background: var(--pt-surface-hover); }
.pt-btn[data-variant='primary'] { background: var(--pt-accent); color: #fff; border-color: transparent; }
.pt-btn[data-variant='primary']:hover:not(:disabled) { filter: brightness(1.08); background: var(--pt-accent); }
.pt-btn[data-variant='danger'] { color: var(--pt-error); }
.pt-btn[data-block] { width: 100%; }

/* ---- status line (a step's state; red on error). The waiting panel around it: primitives/connectingStyles.ts ---- */
.pt-status { margin: 4px 0 0; font-size: calc(var(--pt-fs) * 1.6); font-weight: 600; }
.pt-status[data-state='error'] { color: var(--pt-error); }
.pt-hint { margin: 0; color: var(--pt-muted); }

/* ---- account ---- */
.pt-account { display: grid; grid-template-columns: minmax(0, 1fr); justify-items: center; gap: 4px; text-align: center; }
.pt-avatar {
  width: 56px; height: 56px; margin-bottom: 4px; border-radius: 999px; border: 1px solid var(--pt-border); object-fit: cover;
  background: conic-gradient(from 180deg, hsl(var(--pt-avatar-hue, 220) 80% 60%), hsl(calc(var(--pt-avatar-hue, 220) + 70) 80% 65%), hsl(var(--pt-avatar-hue, 220) 80% 60%));
}
.pt-account .pt-address { font-size: calc(var(--pt-fs) * 1.6); }
.pt-account .pt-icon-btn { width: 28px; height: 28px; border: 0; }
.pt-balance { margin: 4px 0 0; font-size: calc(var(--pt-fs) * 2.8); font-weight: 600; line-height: 1.15; }
.pt-balance, .pt-fiat, .pt-amount > * { font-variant-numeric: tabular-nums; unicode-bidi: plaintext; }
.pt-account-meta { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 8px 12px; margin-top: 12px; }
.pt-pill { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding-block: 0; padding-inline: 8px 10px; border: 1px solid var(--pt-border); border-radius: 999px; background: var(--pt-surface); font-weight: 500; }
.pt-pill svg { width: 16px; height: 16px; }
.pt-pill svg:last-child { width: 12px; color: var(--pt-muted); }
.pt-address-row { display: inline-flex; align-items: center; gap: 6px; max-width: 100%; }
.pt-address { font-size: calc(var(--pt-fs) * 1.8); font-weight: 600; letter-spacing: -0.01em; unicode-bidi: plaintext; }
/* Toned like .pt-tag so the link keeps 4.5:1 in the dark theme too. */
.pt-link { color: color-mix(in srgb, var(--pt-accent) 60%, var(--pt-text)); text-decoration: none; font-weight: 500; }
.pt-link:hover { text-decoration: underline; }
.pt-link svg { width: 12px; height: 12px; vertical-align: -1px; }
.pt-actions { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; margin-top: 8px; }
.pt-btn-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-tabs { display: flex; gap: 4px; padding: 4px; margin-top: 12px; border-radius: calc(var(--pt-r) * 3); background: var(--pt-surface); }
.pt-tab { flex: 1; height: 32px; border: 0; border-radius: calc(var(--pt-r) * 2); background: transparent; color: var(--pt-muted); font-weight: 600; }
.pt-tab[aria-selected='true'] { background: var(--pt-bg); color: var(--pt-text); box-shadow: 0 1px 2px rgba(0,0,0,0.08); }
.pt-tabpanel { padding-top: 10px; min-height: 80px; }
/* Muted text on the tinted surfaces, toned toward the text colour: 4.5:1 in both themes (axe color-contrast). */
.pt-list-item .pt-hint, .pt-nft .pt-hint, .pt-tab { color: color-mix(in srgb, var(--pt-muted) 70%, var(--pt-text)); }
.pt-amount { display: grid; min-width: 0; max-width: 50%; text-align: end; font-variant-numeric: tabular-nums; }
.pt-amount > :dir(rtl) { text-align: left; }
.pt-nfts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; }
.pt-nft { display: grid; gap: 2px; padding: 8px; border-radius: calc(var(--pt-r) * 4); background: var(--pt-surface); }
.pt-nft img, .pt-nft-blank { width: 100%; aspect-ratio: 1; border-radius: calc(var(--pt-r) * 3); object-fit: cover; background: var(--pt-bg); }

/* ---- alert, toast, snackbar ---- */
.pt-alert {
  display: grid; gap: 2px; margin: 0 16px 8px; padding: 10px 12px;
  border-radius: calc(var(--pt-r) * 3); border: 1px solid color-mix(in srgb, var(--pt-error) 35%, transparent);
  background: color-mix(in srgb, var(--pt-error) 10%, var(--pt-bg));
}
.pt-alert strong { color: var(--pt-error); }
.pt-alert p { margin: 0; color: var(--pt-muted); font-size: calc(var(--pt-fs) * 1.2); }
.pt-live {
  position: fixed; left: 50%; top: 20px; transform: translateX(-50%); z-index: calc(var(--pt-z) + 1);
  display: grid; gap: 8px; justify-items: center; pointer-events: none;
}
.pt-live-inside { position: absolute; top: 12px; }
.pt-toast {
  display: inline-flex; align-items: center; gap: 8px; padding-block: 8px; padding-inline: 10px 14px; border-radius: 999px;
  background: var(--pt-bg); color: var(--pt-text); border: 1px solid var(--pt-border); box-shadow: var(--pt-shadow);
  font-weight: 500; animation: pt-fade 150ms var(--pt-ease); pointer-events: auto; max-width: 320px;
}
.pt-toast-dot { width: 8px; height: 8px; border-radius: 999px; background: var(--pt-accent); flex: none; }
.pt-toast[data-variant='success'] .pt-toast-dot { background: var(--pt-success); }
.pt-toast[data-variant='error'] .pt-toast-dot { background: var(--pt-error); }
.pt-toast[data-variant='loading'] .pt-toast-dot { background: transparent; border: 2px solid var(--pt-accent); border-top-color: transparent; animation: pt-spin 800ms linear infinite; }

/* ---- skeletons (fixed heights: no layout jump) ---- */
.pt-skeleton { display: block; border-radius: calc(var(--pt-r) * 4); background: var(--pt-skeleton); animation: pt-pulse 1.2s ease-in-out infinite; }
.pt-skeleton[data-shape='row'] { height: 56px; }
.pt-skeleton[data-shape='tile'] { height: 96px; }
.pt-skeleton[data-shape='tabs'] { height: 40px; margin-top: 12px; } /* the tab strip's height: no jump when the tabs load */
.pt-skeleton[data-shape='text'] { height: 14px; width: 60%; border-radius: 999px; }
.pt-skeleton[data-shape='balance'] { height: calc(var(--pt-fs) * 2.8 * 1.15); width: 50%; margin-top: 4px; border-radius: 999px; } /* .pt-balance's line */
.pt-empty { padding: 24px 0; text-align: center; color: var(--pt-muted); }

@keyframes pt-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes pt-modal-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes pt-view-in { from { opacity: 0; transform: translateX(6px); } to { opacity: 1; transform: none; } }
@keyframes pt-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
@keyframes pt-spin { to { transform: rotate(360deg); } }
@keyframes pt-pulse { 50% { opacity: 0.55; } }

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after, .pt-dialog[open] {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important;
  }
}
`
