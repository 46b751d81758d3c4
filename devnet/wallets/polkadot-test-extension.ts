/**
 * The Polkadot test extension for browser tests: the page gets the injected
 * extension ('portico-test-polkadot' in window.injectedWeb3); its requests
 * reach this Node-side core through a Playwright binding. It holds a dev
 * sr25519 key, asks (the approval modes of the other test wallets) before it
 * allows the site or signs, and can misbehave on demand.
 *
 *   const extension = await installPolkadotTestExtension(context)
 *   extension.mode('reject', { method: 'signRaw', once: true })
 *   extension.tamper((method, result) => (method === 'accounts' ? [] : result))
 */
import type { BrowserContext } from 'playwright-core'
import { createWalletHost, type WalletControls } from './binding-host'
import { walletScript } from './scripts'
import { createPolkadotExtensionCore, type PolkadotExtensionState } from './polkadot-core'
import { POLKADOT_BINDING_NAME, POLKADOT_PAGE_GLOBAL } from './polkadot-page-extension'

export interface PolkadotTestExtension extends WalletControls {
  /** The account's generic (prefix 42) SS58 address, as the extension lists it. */
  readonly address: string
  state(): PolkadotExtensionState
  /** The user removes the site in the extension (subscribers get an empty account list). */
  revoke(): Promise<void>
}

export async function installPolkadotTestExtension(context: BrowserContext, options: { uri?: string } = {}): Promise<PolkadotTestExtension> {
  const host = createWalletHost(context, { binding: POLKADOT_BINDING_NAME, pageGlobal: POLKADOT_PAGE_GLOBAL })
  const core = createPolkadotExtensionCore({ ...(options.uri ? { uri: options.uri } : {}), approve: host.approve, emit: host.emit })
  await host.serve((args) => core.request(args))
  await context.addInitScript({ content: `${await walletScript('polkadot-binding')}\nPorticoPolkadotBindingExtension.install();` })

  return {
    ...host.controls,
    address: core.address,
    state: () => core.state(),
    async revoke() {
      core.userRevoke()
      await host.emitted()
    },
  }
}
