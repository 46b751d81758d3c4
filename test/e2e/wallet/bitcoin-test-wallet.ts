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
import { createApprovalModes, type ModeScope, type WalletMode } from './approval-modes'
import type { BindingEnvelope } from './binding-envelope'
import { createBitcoinWalletCore, type BitcoinChain, type BitcoinWalletEvent, type BitcoinWalletState } from './bitcoin-core'
import { BITCOIN_BINDING_NAME, BITCOIN_PAGE_GLOBAL } from './bitcoin-page-provider'
import type { SignedTransfer } from './bitcoin-signing'
import { walletScript } from './bundle'
import { serializeRpcError } from './rpc-errors'
import type { ApprovalDecision } from './wallet-core'

export interface BitcoinTestWalletOptions {
  /** The chain the wallet is on (default Testnet): another than the app's is the wrong-network fault. */
  chain?: BitcoinChain
}

export interface RecordedBitcoinCall {
  method: string
  params?: unknown
  /** 'ok', or the wallet error code; undefined while pending. */
  outcome?: 'ok' | number
}

/** Rewrites an answer before the page sees it: a misbehaving wallet. */
export type Tamper = (method: string, result: unknown) => unknown

export interface BitcoinTestWallet {
  /** The payment and ordinals addresses on the wallet's chain. */
  addresses(): { payment: string; ordinals: string }
  mode(mode: WalletMode, scope?: ModeScope): void
  release(decision: ApprovalDecision): number
  calls(method?: string): RecordedBitcoinCall[]
  state(): BitcoinWalletState
  /** The signed transactions sendTransfer produced. */
  sent(): SignedTransfer[]
  /** The user disconnects the site inside the wallet (a 'disconnect' event). */
  revoke(): Promise<void>
  /** Misbehave from now on (undefined: behave again). */
  tamper(rewrite: Tamper | undefined): void
}

export async function installBitcoinTestWallet(context: BrowserContext, options: BitcoinTestWalletOptions = {}): Promise<BitcoinTestWallet> {
  const modes = createApprovalModes()
  const calls: RecordedBitcoinCall[] = []
  let rewrite: Tamper | undefined

  const emitToPages = async (event: BitcoinWalletEvent) => {
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(([name, event]) => (window as unknown as Record<string, { emit?: (e: unknown) => void }>)[name]?.emit?.(event), [BITCOIN_PAGE_GLOBAL, event] as const)
          .catch(() => undefined), // the page is navigating or closed: it will read state afresh
      ),
    )
  }
  let pendingEmit: Promise<void> = Promise.resolve()

  const core = createBitcoinWalletCore({
    chain: options.chain ?? 'Testnet',
    approve: ({ method }) => modes.decide(method),
    emit: (event) => void (pendingEmit = emitToPages(event)),
  })

  await context.exposeBinding(BITCOIN_BINDING_NAME, async (_source, args: { method: string; params?: unknown }): Promise<BindingEnvelope> => {
    const call: RecordedBitcoinCall = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
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
  await context.addInitScript({ content: `${await walletScript('bitcoin-binding')}\nPorticoBitcoinBindingWallet.install();` })

  return {
    addresses: () => core.addresses(),
    mode: (mode, scope) => modes.set(mode, scope),
    release: (decision) => modes.release(decision),
    calls: (method) => (method ? calls.filter((call) => call.method === method) : [...calls]),
    state: () => core.state(),
    sent: () => core.sent(),
    async revoke() {
      core.userRevoke()
      await pendingEmit
    },
    tamper(next) {
      rewrite = next
    },
  }
}
