/** The on-ramp page's markup: server-rendered, no script (a form posts the person's choice). */
import type { OnrampSession } from './desk'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export const ONRAMP_PAGE_CSS = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #141414; }
main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; }
h1 { font-size: 20px; margin: 0 0 16px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
dt { color: #4a4a4a; } dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; gap: 12px; }
button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #1f4fd1; background: #fff; color: #1f4fd1; cursor: pointer; }
button.primary { background: #1f4fd1; color: #fff; }
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/page.css"></head><body><main>${body}</main></body></html>`
}

function summary(session: OnrampSession): string {
  return `<dl>
<dt>Amount</dt><dd data-testid="onramp-amount">${escape(session.amount)} ${escape(session.asset)}</dd>
<dt>Network</dt><dd>${escape(session.chain.name)} (${escape(session.chain.caipNetworkId)})</dd>
<dt>Wallet</dt><dd>${escape(session.address)}</dd>
</dl>`
}

export function purchasePage(session: OnrampSession): string {
  if (session.status === 'done') return donePage(session)
  if (session.status === 'cancelled') return page('Purchase cancelled', '<h1>Purchase cancelled</h1><p>You can close this window.</p>')
  const hidden = `<input type="hidden" name="session" value="${escape(session.id)}">`
  return page(
    'Buy crypto - Portico devnet on-ramp',
    `<h1>Buy ${escape(session.asset)}</h1>${summary(session)}
<div class="actions">
<form method="post" action="/buy/confirm">${hidden}<button class="primary" type="submit">Confirm purchase</button></form>
<form method="post" action="/buy/cancel">${hidden}<button type="submit">Cancel</button></form>
</div>`,
  )
}

export function donePage(session: OnrampSession): string {
  return page(
    'Purchase complete',
    `<h1>Purchase complete</h1>${summary(session)}<p role="status">Credited in transaction <code data-testid="onramp-hash">${escape(session.hash ?? '')}</code>. You can close this window.</p>`,
  )
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`)
}
