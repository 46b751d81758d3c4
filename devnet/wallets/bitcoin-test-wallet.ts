/**
 * The Bitcoin test wallet for browser tests: the page gets the sats-connect
 * page provider ('Portico Bitcoin Wallet'); its requests reach this Node-side
 * core through a Playwright binding. It holds the fixed test keys, asks (the
 * approval modes of the EIP-6963 test wallet) before it connects, signs or
 * sends, and keeps every transaction it signed for the test to decode.
 *
 *   const wallet = await installBitcoinTestWallet(context)
 *   wallet.mode('reject', { method: 'signPsbt', once: true })
 *   wallet.tamper((method, result) => (method === 'getAccounts' ? [] : result))
 */
import type { BrowserContext } from 'playwright-core'
import { createWalletHost, type WalletControls } from './binding-host'
import { createBitcoinWalletCore, type BitcoinChain, type BitcoinWalletState } from './bitcoin-core'
import { BITCOIN_BINDING_NAME, BITCOIN_PAGE_GLOBAL } from './bitcoin-page-provider'
import type { SignedTransfer } from './bitcoin-signing'
import { walletScript } from './scripts'

export interface BitcoinTestWalletOptions {
  /** The chain the wallet is on (default Testnet): another than the app's is the wrong-network fault. */
  chain?: BitcoinChain
}

export interface BitcoinTestWallet extends WalletControls {
  /** The payment and ordinals addresses on the wallet's chain. */
  addresses(): { payment: string; ordinals: string }
  state(): BitcoinWalletState
  /** The signed transactions sendTransfer produced. */
  sent(): SignedTransfer[]
  /** The user disconnects the site inside the wallet (a 'disconnect' event). */
  revoke(): Promise<void>
}

export async function installBitcoinTestWallet(context: BrowserContext, options: BitcoinTestWalletOptions = {}): Promise<BitcoinTestWallet> {
  const host = createWalletHost(context, { binding: BITCOIN_BINDING_NAME, pageGlobal: BITCOIN_PAGE_GLOBAL })
  const core = createBitcoinWalletCore({ chain: options.chain ?? 'Testnet', approve: host.approve, emit: host.emit })
  await host.serve((args) => core.request(args))
  await context.addInitScript({ content: `${await walletScript('bitcoin-binding')}\nPorticoBitcoinBindingWallet.install();` })

  return {
    ...host.controls,
    addresses: () => core.addresses(),
    state: () => core.state(),
    sent: () => core.sent(),
    async revoke() {
      core.userRevoke()
      await host.emitted()
    },
  }
}
