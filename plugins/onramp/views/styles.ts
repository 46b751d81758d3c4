/** The Buy form's own rules, adopted with the view (useStyles): the choices as one card of rows, the quote as aligned rows, the providers as cards. */
export const ONRAMP_CSS = /* css */ `
.pt-choices { display: grid; border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 3); overflow: hidden; }
.pt-choices > button {
  display: flex; align-items: center; gap: 12px; padding: 15px;
  border: 0; background: none; text-align: end;
}
.pt-choices > button + button { border-top: 1px solid var(--pt-border); }
.pt-choices > button:hover { background: var(--pt-surface-hover); }
.pt-choices .pt-label { flex: 1; min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
.pt-choices svg { flex: none; width: 14px; color: var(--pt-muted); }
.pt-quote {
  display: grid; grid-template-columns: 1fr auto; gap: 8px 0; margin: 0; padding: 12px 16px;
  border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 3); font-size: calc(var(--pt-fs) * 1.3);
}
.pt-quote dt { color: var(--pt-muted); }
.pt-quote dd { margin: 0; padding-inline-start: 12px; text-align: end; unicode-bidi: plaintext; font-variant-numeric: tabular-nums; }
.pt-quote :is(dt, dd):nth-last-child(-n + 2) { padding-top: 8px; border-top: 1px solid var(--pt-border); font-weight: 600; color: var(--pt-text); }
.pt-providers { display: grid; gap: 8px; }
.pt-providers input { accent-color: var(--pt-accent); margin: 0; }
.pt-providers label:has(:checked) { box-shadow: inset 0 0 0 2px var(--pt-accent); }
`
