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
import { createApprovalModes, type ModeScope, type WalletMode } from './approval-modes'
import type { BindingEnvelope } from './binding-envelope'
import { polkadotExtensionScript } from './polkadot-bundle'
import { createPolkadotExtensionCore, type PolkadotExtensionState } from './polkadot-core'
import { POLKADOT_BINDING_NAME, POLKADOT_PAGE_GLOBAL } from './polkadot-page-extension'
import { serializeRpcError } from './rpc-errors'
import type { ApprovalDecision } from './wallet-core'

export interface RecordedPolkadotCall {
  method: string
  params?: unknown
  /** 'ok', or the wallet error code; undefined while pending. */
  outcome?: 'ok' | number
}

/** Rewrites an answer before the page sees it: a misbehaving extension. */
export type Tamper = (method: string, result: unknown) => unknown

export interface PolkadotTestExtension {
  /** The account's generic (prefix 42) SS58 address, as the extension lists it. */
  readonly address: string
  mode(mode: WalletMode, scope?: ModeScope): void
  release(decision: ApprovalDecision): number
  calls(method?: string): RecordedPolkadotCall[]
  state(): PolkadotExtensionState
  /** The user removes the site in the extension (subscribers get an empty account list). */
  revoke(): Promise<void>
  /** Misbehave from now on (undefined: behave again). */
  tamper(rewrite: Tamper | undefined): void
}

export async function installPolkadotTestExtension(context: BrowserContext, options: { uri?: string } = {}): Promise<PolkadotTestExtension> {
  const modes = createApprovalModes()
  const calls: RecordedPolkadotCall[] = []
  let rewrite: Tamper | undefined
  let pendingEmit: Promise<void> = Promise.resolve()

  const emitToPages = async (accounts: unknown) => {
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(([name, list]) => (window as unknown as Record<string, { emit?: (l: unknown) => void }>)[name]?.emit?.(list), [POLKADOT_PAGE_GLOBAL, accounts] as const)
          .catch(() => undefined), // the page is navigating or closed: it will read the accounts afresh
      ),
    )
  }

  const core = createPolkadotExtensionCore({
    ...(options.uri ? { uri: options.uri } : {}),
    approve: ({ method }) => modes.decide(method),
    emit: (accounts) => void (pendingEmit = emitToPages(accounts)),
  })

  await context.exposeBinding(POLKADOT_BINDING_NAME, async (_source, args: { method: string; params?: unknown }): Promise<BindingEnvelope> => {
    const call: RecordedPolkadotCall = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
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
  await context.addInitScript({ content: `${await polkadotExtensionScript()}\nPorticoPolkadotBindingExtension.install();` })

  return {
    address: core.address,
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
