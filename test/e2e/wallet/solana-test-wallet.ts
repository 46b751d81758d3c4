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
import { createApprovalModes, type ModeScope, type WalletMode } from './approval-modes'
import type { BindingEnvelope } from './binding-envelope'
import { serializeRpcError } from './rpc-errors'
import { solanaWalletScript } from './solana-bundle'
import { createSolanaWalletCore, type SolanaWalletState } from './solana-core'
import { SOLANA_BINDING_NAME, SOLANA_PAGE_GLOBAL, type SolanaPageWalletConfig } from './solana-page-wallet'
import type { ApprovalDecision } from './wallet-core'

export interface SolanaTestWalletOptions {
  /** A devnet keypair's 64-byte secret key in base58. */
  secretKey: string
  rpcUrl: string
  /** The devnet's CAIP-2 id; the wallet lists it and 'solana:localnet'. */
  caipNetworkId: `${string}:${string}`
}

export interface RecordedSolanaCall {
  method: string
  params?: unknown
  /** 'ok', or the wallet error code; undefined while pending. */
  outcome?: 'ok' | number
}

/** Rewrites an answer before the page sees it: a misbehaving wallet. */
export type Tamper = (method: string, result: unknown) => unknown

export interface SolanaTestWallet {
  readonly address: string
  mode(mode: WalletMode, scope?: ModeScope): void
  release(decision: ApprovalDecision): number
  calls(method?: string): RecordedSolanaCall[]
  state(): SolanaWalletState
  /** The user disconnects the site inside the wallet (a standard:events change with no accounts). */
  revoke(): Promise<void>
  /** Misbehave from now on (undefined: behave again). */
  tamper(rewrite: Tamper | undefined): void
}

export async function installSolanaTestWallet(context: BrowserContext, options: SolanaTestWalletOptions): Promise<SolanaTestWallet> {
  const modes = createApprovalModes()
  const calls: RecordedSolanaCall[] = []
  let rewrite: Tamper | undefined

  const emitToPages = async (change: { accounts: string[] }) => {
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(([name, change]) => (window as unknown as Record<string, { emit?: (c: unknown) => void }>)[name]?.emit?.(change), [SOLANA_PAGE_GLOBAL, change] as const)
          .catch(() => undefined), // the page is navigating or closed: it will read state afresh
      ),
    )
  }
  let pendingEmit: Promise<void> = Promise.resolve()

  const core = createSolanaWalletCore({
    secretKey: options.secretKey,
    rpcUrl: options.rpcUrl,
    approve: ({ method }) => modes.decide(method),
    emit: (change) => void (pendingEmit = emitToPages(change)),
  })
  const address = await core.address

  await context.exposeBinding(SOLANA_BINDING_NAME, async (_source, args: { method: string; params?: unknown }): Promise<BindingEnvelope> => {
    const call: RecordedSolanaCall = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
    calls.push(call)
    try {
      const result = await core.request(args)
      call.outcome = 'ok'
      return { ok: true, result: rewrite ? rewrite(args.method, result) : result }
    } catch (error) {
      const serialized = serializeRpcError(error)
      call.outcome = serialized.code
      return { ok: false, error: serialized }
    }
  })
  const config: SolanaPageWalletConfig = { address, chains: ['solana:localnet', options.caipNetworkId] }
  await context.addInitScript({ content: `${await solanaWalletScript()}\nPorticoSolanaBindingWallet.install(${JSON.stringify(config)});` })

  return {
    address,
    mode: (mode, scope) => modes.set(mode, scope),
    release: (decision) => modes.release(decision),
    calls: (method) => (method ? calls.filter((call) => call.method === method) : [...calls]),
    state: () => core.state(),
    async revoke() {
      core.userRevoke()
      await pendingEmit
    },
    tamper(next) {
      rewrite = next
    },
  }
}
