import { readdirSync } from 'node:fs'
import { sizeConfig } from './esbuild-config.mjs'

// What a page has once the modal has opened: the kernel entry, its runtime, the shell and the built-in
// views (feature-plugin and service-route chunks stay out). They load as separate chunks; here they are
// bundled together as plain modules, so the figure is their code. Following the import() calls instead
// would make esbuild wrap each module in an init function keyed by its source path, bytes no build ships.
// The views a first open shows (Connect, Account); the ones reached from there are chunks loaded when chosen:
// All wallets, Networks, Unsupported chain, measured by 'modal: later views'; the onboarding views, measured by
// 'modal: onboarding'; and the wallet prompt (fetched while the wallet list is on screen), measured by
// 'modal: wallet prompt'.
export const LATER_VIEWS = ['AllWallets.tsx', 'Networks.tsx', 'UnsupportedChain.tsx']
export const ONBOARDING_VIEWS = ['WhatIsAWallet.tsx', 'GetAWallet.tsx']
export const WALLET_PROMPT = 'ConnectingExternal.tsx'
const views = readdirSync('kernel/ui/views')
  .filter((file) => file.endsWith('.tsx') && !LATER_VIEWS.includes(file) && !ONBOARDING_VIEWS.includes(file) && file !== WALLET_PROMPT)
  .map((file) => `kernel/ui/views/${file}`)
export default sizeConfig('modal', [], { staticEntries: ['kernel/index.ts', 'kernel/runtime.ts', 'kernel/ui/index.ts', ...views] })
