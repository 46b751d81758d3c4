/**
 * The Solana test wallet for browser tests: the page gets the Wallet Standard
 * page wallet ('Portico Solana Wallet'); its requests reach this Node-side
 * core through a Playwright binding. It holds a devnet keypair, asks (the
 * approval modes of the EIP-6963 test wallet) before it connects or signs,
 * and sends through the devnet Solana RPC.
 *
 *   const wallet = await installSolanaTestWallet(context, { secretKey: devnet.solana.accounts[0].secretKey, rpcUrl, caipNetworkId })
 *   wallet.mode('reject', { method: 'signMessage', once: true })
 */
import type { BrowserContext } from 'playwright-core'
import { createWalletHost, type WalletControls } from './binding-host'
import { walletScript } from './scripts'
import { createSolanaWalletCore, type SolanaWalletState } from './solana-core'
import { SOLANA_BINDING_NAME, SOLANA_PAGE_GLOBAL, type SolanaPageWalletConfig } from './solana-page-wallet'

export interface SolanaTestWalletOptions {
  /** A devnet keypair's 64-byte secret key in base58. */
  secretKey: string
  rpcUrl: string
  /** The devnet's CAIP-2 id; the wallet lists it and 'solana:localnet'. */
  caipNetworkId: `${string}:${string}`
}

export interface SolanaTestWallet extends WalletControls {
  readonly address: string
  state(): SolanaWalletState
  /** The user disconnects the site inside the wallet (a standard:events change with no accounts). */
  revoke(): Promise<void>
}

export async function installSolanaTestWallet(context: BrowserContext, options: SolanaTestWalletOptions): Promise<SolanaTestWallet> {
  const host = createWalletHost(context, { binding: SOLANA_BINDING_NAME, pageGlobal: SOLANA_PAGE_GLOBAL })
  const core = createSolanaWalletCore({ secretKey: options.secretKey, rpcUrl: options.rpcUrl, approve: host.approve, emit: host.emit })
  const address = await core.address
  await host.serve((args) => core.request(args))
  const config: SolanaPageWalletConfig = { address, chains: ['solana:localnet', options.caipNetworkId] }
  await context.addInitScript({ content: `${await walletScript('solana-binding')}\nPorticoSolanaBindingWallet.install(${JSON.stringify(config)});` })

  return {
    ...host.controls,
    address,
    state: () => core.state(),
    async revoke() {
      core.userRevoke()
      await host.emitted()
    },
  }
}
