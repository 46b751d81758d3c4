/**
 * The Node side the binding test wallets share (Solana, Polkadot, Bitcoin): the page wallet's requests arrive
 * through a Playwright binding and are answered by the wallet's core; each call is recorded with its outcome,
 * a test can make the wallet reject or hang (approval modes) or rewrite its answers (tamper), and wallet events
 * are pushed to every open page.
 */
import type { BrowserContext } from 'playwright-core'
import { createApprovalModes, type ModeScope, type WalletMode } from './approval-modes'
import { pageClockSleep } from './page-clock'
import type { BindingEnvelope } from './binding-envelope'
import { serializeRpcError } from './rpc-errors'
import type { ApprovalDecision } from './wallet-core'

export interface RecordedCall {
  method: string
  params?: unknown
  /** 'ok', or the wallet error code; undefined while pending. */
  outcome?: 'ok' | number
}

/** Rewrites an answer before the page sees it: a misbehaving wallet. */
export type Tamper = (method: string, result: unknown) => unknown

/** What every binding test wallet offers a test. */
export interface WalletControls {
  mode(mode: WalletMode, scope?: ModeScope): void
  release(decision: ApprovalDecision): number
  calls(method?: string): RecordedCall[]
  /** Misbehave from now on (undefined: behave again). */
  tamper(rewrite: Tamper | undefined): void
}

export interface WalletHost {
  controls: WalletControls
  /** The core's approval hook: decided by the approval modes. */
  approve(request: { method: string }): Promise<ApprovalDecision>
  /** Push an event to the page wallet (`window[pageGlobal].emit`) of every open page. */
  emit(event: unknown): void
  /** Resolves once the last emitted event reached the pages. */
  emitted(): Promise<void>
  /** Answer the page wallet's requests with the core. */
  serve(request: (args: { method: string; params?: unknown }) => Promise<unknown>): Promise<void>
}

export function createWalletHost(context: BrowserContext, { binding, pageGlobal }: { binding: string; pageGlobal: string }): WalletHost {
  const modes = createApprovalModes(pageClockSleep(context))
  const calls: RecordedCall[] = []
  let rewrite: Tamper | undefined
  let lastEmit: Promise<void> = Promise.resolve()

  const emitToPages = async (event: unknown) => {
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(([name, event]) => (window as unknown as Record<string, { emit?: (e: unknown) => void }>)[name]?.emit?.(event), [pageGlobal, event] as const)
          .catch(() => undefined), // the page is navigating or closed: it will read the wallet's state afresh
      ),
    )
  }

  return {
    controls: {
      mode: (mode, scope) => modes.set(mode, scope),
      release: (decision) => modes.release(decision),
      calls: (method) => (method ? calls.filter((call) => call.method === method) : [...calls]),
      tamper(next) {
        rewrite = next
      },
    },
    approve: ({ method }) => modes.decide(method),
    emit(event) {
      lastEmit = emitToPages(event)
    },
    emitted: () => lastEmit,
    async serve(request) {
      await context.exposeBinding(binding, async (_source, args: { method: string; params?: unknown }): Promise<BindingEnvelope> => {
        const call: RecordedCall = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
        calls.push(call)
        try {
          const result = await request(args)
          call.outcome = 'ok'
          return { ok: true, result: rewrite ? rewrite(args.method, result) : result }
        } catch (error) {
          const serialized = serializeRpcError(error)
          call.outcome = serialized.code
          return { ok: false, error: serialized }
        }
      })
    },
  }
}
