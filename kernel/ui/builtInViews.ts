/**
 * The modal's own views, registered through the same registry plugins use
 * (DESIGN: no switch over view names). Each one is a lazy chunk.
 */
import type { Kernel, LazyView } from '../types'

export const BUILT_IN_VIEWS: Readonly<Record<string, LazyView>> = {
  Connect: () => import('./views/Connect'),
  AllWallets: () => import('./views/AllWallets'),
  ConnectingExternal: () => import('./views/ConnectingExternal'),
  Account: () => import('./views/Account'),
  Networks: () => import('./views/Networks'),
  UnsupportedChain: () => import('./views/UnsupportedChain'),
  // Onboarding (the Connect view's "?" and footer).
  WhatIsAWallet: () => import('./views/WhatIsAWallet'),
  GetAWallet: () => import('./views/GetAWallet'),
  // The Account view's own tabs (SPEC §2 Tokens, NFTs): lazy parts of it, loaded with the tab strip.
  AccountTokens: () => import('./account/TokensTab'),
  AccountNfts: () => import('./account/NftsTab'),
}

/**
 * The views that list connect methods: when the app links its terms or privacy policy, each loads with the
 * legal links around it (./legal/Legal: the `legalCheckbox` gate or the footer), a lazy chunk of its own.
 */
const LEGAL_VIEWS = ['Connect', 'AllWallets']

const withLegal = (view: LazyView): LazyView => () => import('./legal/Legal').then((legal) => legal.withLegal(view))

/** Register every built-in view a plugin has not already provided; returns the undo. */
export function registerBuiltInViews({ router, config }: Pick<Kernel, 'router' | 'config'>): () => void {
  const legal = config.termsConditionsUrl || config.privacyPolicyUrl
  const undo = Object.entries(BUILT_IN_VIEWS)
    .filter(([name]) => !router.hasView(name))
    .map(([name, view]) => router.registerView(name, legal && LEGAL_VIEWS.includes(name) ? withLegal(view) : view))
  return () => undo.forEach((unregister) => unregister())
}
