/**
 * Where each app's connect button, the first entry of its modal's first view
 * and, once connected, the element showing the account's address live. A path
 * is a list of CSS selectors, each queried inside the previous match's shadow
 * root (or inside the match itself when it has none).
 */
export const TARGETS = {
  portico: {
    button: ['button.portico-btn'],
    // The shell shows a skeleton (aria-busy) until the view's code has loaded; the view proper counts.
    firstView: ['portico-modal', 'dialog[open] .pt-view:not([aria-busy="true"]) button'],
    account: ['button.portico-btn .portico-btn-name'],
  },
  appkit: {
    button: ['appkit-button', 'appkit-connect-button', 'wui-connect-button', 'button'],
    firstView: ['w3m-modal', 'w3m-router', 'w3m-connect-view', 'w3m-wallet-login-list', 'w3m-connector-list', 'w3m-list-wallet'],
    account: ['appkit-button', 'appkit-account-button', 'wui-account-button'],
  },
  rainbowkit: {
    button: ['[data-testid="rk-connect-button"]'],
    firstView: ['[role="dialog"][aria-labelledby="rk_connect_title"] [data-testid^="rk-wallet-option-"]'],
    account: ['[data-testid="rk-account-button"]'],
  },
}

/** Portico's AllWallets view (kernel/ui/views/AllWallets.tsx), inside the modal's shadow root. */
export const ALL_WALLETS = {
  openAllWallets: { role: 'button', name: /^all wallets$/i },
  search: { role: 'searchbox', name: /search wallet/i },
  list: ['portico-modal', 'ul[aria-label="Wallets"]'],
  searchInput: ['portico-modal', 'input[type="search"]'],
  empty: ['portico-modal', '.pt-empty'],
  scroller: ['portico-modal', '.pt-scroll'],
}
