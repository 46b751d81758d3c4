/**
 * The form language of the feature views (Swap, Send): amount cards, token pills, summary rows; the Picker
 * adopts its own. A view adopts what it uses with useStyles: it ships with the plugins that use it, not in the
 * modal entry.
 * Muted text on the surface is toned toward the text colour (4.5:1 in both themes, as .pt-list-item .pt-hint).
 */
/**
 * The amount cards, their token pills, and figures in rows (the term at the start, the figure at the end in tabular
 * digits). Logical sides, so a right-to-left dialog mirrors; figures keep reading left to right (plaintext, or ltr
 * for the amount itself, placed at the start of its side under rtl).
 */
export const FORM_CSS = /* css */ `
.pt-num { margin-inline-start: auto; text-align: end; unicode-bidi: plaintext; white-space: nowrap; font-variant-numeric: tabular-nums; color: color-mix(in srgb, var(--pt-muted) 70%, var(--pt-text)); font-weight: 500; }
.pt-summary { border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 4); }
.pt-rows { display: grid; gap: 8px; margin: 0; padding: 0 16px 12px; }
.pt-rows > div, .pt-fee { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin: 0; }
.pt-rows dt, .pt-fee { color: color-mix(in srgb, var(--pt-muted) 70%, var(--pt-text)); font-size: calc(var(--pt-fs) * 1.2); }
.pt-rows dd { margin: 0; text-align: end; unicode-bidi: plaintext; font-variant-numeric: tabular-nums; font-weight: 500; font-size: calc(var(--pt-fs) * 1.3); }
.pt-fee { padding: 0 4px; }
.pt-sr { position: absolute; inset: 0; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.pt-form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; margin-top: 8px; }
.pt-amount-card {
  display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; padding: 12px 16px;
  border: 1px solid transparent; border-radius: calc(var(--pt-r) * 4); background: var(--pt-surface);
}
.pt-amount-label, .pt-amount-foot, .pt-summary-toggle {
  color: color-mix(in srgb, var(--pt-muted) 70%, var(--pt-text)); font-size: calc(var(--pt-fs) * 1.2);
}
.pt-amount-label { font-weight: 500; }
.pt-amount-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; min-height: 40px; }
.pt-amount-input, .pt-amount-value {
  flex: 1; min-width: 0; margin: 0; padding: 0; border: 0; outline: none; background: transparent; color: var(--pt-text);
  font-size: calc(var(--pt-fs) * 2.8); font-weight: 600; line-height: 40px; font-variant-numeric: tabular-nums;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; direction: ltr;
}
.pt-amount-input:dir(rtl), .pt-amount-value:dir(rtl) { text-align: right; }
.pt-amount-value { font-size: calc(var(--pt-fs) * 2.4); }
/* A long figure (a quote's 6 decimals) steps down rather than being cut. */
.pt-amount-input[data-long], .pt-amount-value[data-long] { font-size: calc(var(--pt-fs) * 2); }
.pt-amount-input::placeholder, .pt-amount-value[data-empty] { color: var(--pt-muted); }
.pt-amount-foot { display: flex; justify-content: space-between; align-items: center; gap: 8px; min-height: 24px; font-variant-numeric: tabular-nums; }
.pt-amount-foot > :first-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; unicode-bidi: plaintext; }
.pt-amount-foot > :last-child { margin-inline-start: auto; text-align: end; }
.pt-max {
  margin-inline-start: 8px; padding: 2px 8px; border: 0; border-radius: 999px; font-size: calc(var(--pt-fs) * 1.2); font-weight: 600;
  color: color-mix(in srgb, var(--pt-accent) 60%, var(--pt-text)); background: color-mix(in srgb, var(--pt-accent) 12%, transparent);
}
.pt-field-error { margin: 0; color: var(--pt-error); font-size: calc(var(--pt-fs) * 1.2); font-weight: 500; }
.pt-token-btn {
  display: flex; align-items: center; gap: 8px; color: var(--pt-text); font-weight: 600; text-align: start;
  flex: none; max-width: 50%; height: 36px; padding-block: 0; padding-inline: 6px 10px;
  border: 1px solid var(--pt-border); border-radius: 999px; background: var(--pt-bg);
}
.pt-token-btn > svg, .pt-summary-toggle > svg { flex: none; width: 12px; height: 12px; color: var(--pt-muted); transform: rotate(90deg); }
.pt-token-btn[aria-expanded='true'] > svg, .pt-summary-toggle[aria-expanded='true'] > svg { transform: rotate(-90deg); }
.pt-token-btn .pt-label { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`

/** The Picker's button and listbox (Picker.tsx adopts it). */
export const PICKER_CSS = /* css */ `
.pt-picker { display: flex; align-items: center; gap: 8px; color: var(--pt-text); font-weight: 600; text-align: start; }
.pt-picker {
  width: 100%; min-height: 48px; padding-block: 0; padding-inline: 12px 14px;
  border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 3); background: var(--pt-surface);
}
.pt-picker .pt-label, .pt-picker-list .pt-label { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pt-picker-list {
  flex-basis: 100%; display: grid; gap: 2px; max-height: 240px; overflow-y: auto; margin: 0; padding: 4px; list-style: none;
  border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 3); background: var(--pt-bg);
}
.pt-picker-list [role='option'] { display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 0 12px; border-radius: calc(var(--pt-r) * 2); cursor: pointer; }
.pt-picker-list [data-active] { background: var(--pt-surface-hover); }
.pt-picker-list [aria-selected='true'] { font-weight: 600; box-shadow: inset 3px 0 0 var(--pt-accent); }
.pt-picker-list [aria-selected='true']:dir(rtl) { box-shadow: inset -3px 0 0 var(--pt-accent); }
.pt-picker > svg { flex: none; width: 12px; height: 12px; color: var(--pt-muted); transform: rotate(90deg); transition: transform 120ms; }
.pt-picker[aria-expanded='true'] > svg { transform: rotate(-90deg); }
`
