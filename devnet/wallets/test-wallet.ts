/**
 * The EIP-6963 test wallet for browser tests. The page gets the shared page
 * provider (announced as 'Portico Test Wallet', rdns dev.portico.testwallet);
 * its requests reach this Node-side wallet core through a Playwright binding.
 * State lives here, so authorisation survives reloads within a test.
 *
 *   const wallet = await installTestWallet(context, { chains: [{ id: 1, rpcUrl }] })
 *   wallet.mode('reject', { method: 'personal_sign', once: true })
 */
import type { BrowserContext } from 'playwright-core'
import type { Hex } from 'viem'
import { createApprovalModes, type ModeScope, type WalletMode } from './approval-modes'
import { pageClockSleep } from './page-clock'
import { BINDING_NAME, PAGE_PROVIDER_GLOBAL, type BindingEnvelope } from './binding-envelope'
import { walletScript } from './scripts'
import { DEV_ACCOUNTS } from './dev-accounts'
import { serializeRpcError } from './rpc-errors'
import { createWalletCore, type ApprovalDecision, type WalletChain, type WalletPersistedState } from './wallet-core'

export type { WalletMode, ModeScope } from './approval-modes'
export type { WalletChain } from './wallet-core'

export interface TestWalletOptions {
  chains: WalletChain[]
  chainId?: number
  /** Default: anvil account #0 of the devnet mnemonic. */
  privateKey?: Hex
  /** Also expose the provider as window.ethereum (the legacy INJECTED path). Default false. */
  legacyInjected?: boolean
  /** Answer wallet_revokePermissions (EIP-2255); false models the many wallets that do not. Default true. */
  revokePermissions?: boolean
}

export interface RecordedCall {
  method: string
  params?: unknown
  /** 'ok', or the EIP-1193 error code; undefined while the request is pending. */
  outcome?: 'ok' | number
}

export interface TestWallet {
  readonly address: Hex
  /** How the wallet's user answers prompts: for all, one method, or only the next prompt. */
  mode(mode: WalletMode, scope?: ModeScope): void
  /** Answer prompts held by 'hang'; returns how many were waiting. */
  release(decision: ApprovalDecision): number
  /** Requests seen so far, optionally of one method. */
  calls(method?: string): RecordedCall[]
  state(): WalletPersistedState
  /** The user switches chain inside the wallet (emits chainChanged to the pages). */
  switchChain(chainId: number): Promise<void>
  /** The user disconnects the site inside the wallet (emits accountsChanged []). */
  revoke(): Promise<void>
}

export async function installTestWallet(context: BrowserContext, options: TestWalletOptions): Promise<TestWallet> {
  const modes = createApprovalModes(pageClockSleep(context))
  const calls: RecordedCall[] = []
  const deliveries = new Set<Promise<unknown>>()

  // Wallet events go to every open page, as an extension's would.
  function emitToPages(event: string, data: unknown): void {
    for (const page of context.pages()) {
      const delivery = page
        .evaluate(([name, event, data]) => (window as unknown as Record<string, { emit?: (e: string, d: unknown) => void }>)[name]?.emit?.(event, data), [PAGE_PROVIDER_GLOBAL, event, data] as const)
        .catch(() => undefined) // the page is navigating or closed: it will read state afresh
      deliveries.add(delivery)
      void delivery.finally(() => deliveries.delete(delivery))
    }
  }
  const settleDeliveries = () => Promise.all([...deliveries])

  const core = createWalletCore({
    privateKey: options.privateKey ?? DEV_ACCOUNTS[0].privateKey,
    chains: options.chains,
    ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
    approve: ({ method }) => modes.decide(method),
    emit: emitToPages,
    ...(options.revokePermissions === undefined ? {} : { revokePermissions: options.revokePermissions }),
  })

  await context.exposeBinding(BINDING_NAME, async (_source, args: { method: string; params?: unknown }): Promise<BindingEnvelope> => {
    const call: RecordedCall = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
    calls.push(call)
    try {
      const result = await core.request(args)
      call.outcome = 'ok'
      await settleDeliveries() // events a request caused reach the page before its answer
      return { ok: true, result }
    } catch (error) {
      const serialized = serializeRpcError(error)
      call.outcome = serialized.code
      return { ok: false, error: serialized }
    }
  })
  const config = { uuid: crypto.randomUUID(), legacyInjected: options.legacyInjected ?? false }
  await context.addInitScript({ content: `${await walletScript('binding')}\nPorticoBindingWallet.install(${JSON.stringify(config)});` })

  return {
    address: core.address,
    mode: (mode, scope) => modes.set(mode, scope),
    release: (decision) => modes.release(decision),
    calls: (method) => (method ? calls.filter((call) => call.method === method) : [...calls]),
    state: () => core.state(),
    async switchChain(chainId) {
      core.userSwitchChain(chainId)
      await settleDeliveries()
    },
    async revoke() {
      core.userRevoke()
      await settleDeliveries()
    },
  }
}
