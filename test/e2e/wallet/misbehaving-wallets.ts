/**
 * Misbehaving wallets for browser tests (issue 25): a switchboard in the page, in front of the page's test
 * wallets (the EIP-1193 one, the Wallet Standard Solana one, the Polkadot extension, the sats-connect Bitcoin
 * one). Per wallet and method a test chooses what the wallet does instead of answering: throw a value that is no
 * Error, throw an Error whose message is no string, resolve with the wrong type, or never answer. It also
 * delivers wallet events with garbage payloads, from a task of their own as an extension's would come (a listener
 * that throws is then an uncaught error the page guard sees), and announces a second EIP-1193 wallet, 'Silent
 * Wallet', that never answers until the test makes it.
 *
 *   await installMisbehavingWallets(context)          // before the page loads
 *   await misbehave(page, 'solana', 'connect', { throws: 'nope' })
 *   await emitGarbage(page, 'eip1193', 'accountsChanged', '0xabc')
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { BITCOIN_PROVIDER_ID, PAGE_PROVIDER_GLOBAL, POLKADOT_TEST_EXTENSION_KEY, SOLANA_PAGE_GLOBAL } from 'portico-devnet/wallets'

/** What a wallet does instead of answering. */
export type Misbehaviour = { throws: unknown } | { throwsErrorWithMessage: unknown } | { returns: unknown } | { hangs: true }
/** 'silent' is the Silent Wallet, which hangs on every method until told otherwise. */
export type MisbehavingWallet = 'eip1193' | 'silent' | 'solana' | 'polkadot' | 'bip122'

export const SILENT_WALLET_NAME = 'Silent Wallet'

const SWITCHBOARD = '__porticoMisbehaviour'

interface Globals {
  switchboard: string
  evm: string
  solana: string
  polkadot: string
  bitcoin: string
}
const GLOBALS: Globals = { switchboard: SWITCHBOARD, evm: PAGE_PROVIDER_GLOBAL, solana: SOLANA_PAGE_GLOBAL, polkadot: POLKADOT_TEST_EXTENSION_KEY, bitcoin: BITCOIN_PROVIDER_ID }

/**
 * Installs the switchboard and the Silent Wallet on every page of the context. The test wallets are wrapped once
 * the page's document has loaded (they inject at document start, whatever order their scripts were added in), and
 * again whenever a test calls misbehave or emitGarbage (wrapping is idempotent).
 */
export async function installMisbehavingWallets(context: BrowserContext): Promise<void> {
  await context.addInitScript((names: Globals) => {
    if (window.top !== window) return
    type Behaviour = { throws: unknown } | { throwsErrorWithMessage: unknown } | { returns: unknown } | { hangs: true }
    type Listener = (...args: unknown[]) => void
    const page = window as unknown as Record<string, unknown>
    const rules = new Map<string, Behaviour>()
    const hanging = new Map<string, Array<(behaviour: Behaviour) => void>>()
    const listeners = new Map<string, Set<Listener>>()
    const wrapped = new WeakSet<object>()

    /** What a rule makes the wallet do; a hanging call waits until the test settles it with another rule. */
    const act = async (key: string, rule: Behaviour): Promise<unknown> => {
      if ('hangs' in rule) return act(key, await new Promise<Behaviour>((settle) => hanging.set(key, [...(hanging.get(key) ?? []), settle])))
      if ('returns' in rule) return rule.returns
      if ('throws' in rule) throw rule.throws
      throw Object.assign(new Error('placeholder'), { message: rule.throwsErrorWithMessage })
    }
    /** The rule's outcome for `key`, or what the wallet itself answers. */
    const answer = async (key: string, original: () => unknown): Promise<unknown> => {
      const rule = rules.get(key)
      return rule ? act(key, rule) : original()
    }
    const listen = (wallet: string, event: string, listener: Listener) => {
      const key = `${wallet}:${event}`
      listeners.set(key, (listeners.get(key) ?? new Set()).add(listener))
    }
    const once = (target: unknown, wrap: (target: Record<string, unknown>) => void) => {
      if (typeof target !== 'object' || target === null || wrapped.has(target)) return
      wrapped.add(target)
      wrap(target as Record<string, unknown>)
    }

    const arm = () => {
      once(page[names.evm], (provider) => {
        const request = (provider.request as (args: { method: string }) => Promise<unknown>).bind(provider)
        provider.request = (args: { method: string }) => answer(`eip1193:${args?.method}`, () => request(args))
      })
      once((page[names.solana] as { wallet?: unknown } | undefined)?.wallet, (wallet) => {
        const features = wallet.features as Record<string, Record<string, (...args: unknown[]) => unknown>>
        const connect = features['standard:connect']!.connect!
        features['standard:connect']!.connect = (...args: unknown[]) => answer('solana:connect', () => connect(...args))
        const on = features['standard:events']!.on!
        features['standard:events']!.on = (event: unknown, listener: unknown) => {
          listen('solana', String(event), listener as Listener)
          return on(event, listener)
        }
      })
      const injected = (page.injectedWeb3 as Record<string, unknown> | undefined)?.[names.polkadot]
      once(injected, (extension) => {
        const enable = extension.enable as (origin: string) => Promise<Record<string, Record<string, Listener>>>
        extension.enable = (origin: string) =>
          answer('polkadot:enable', async () => {
            const api = await enable(origin)
            once(api.accounts, (accounts) => {
              const get = accounts.get as () => Promise<unknown>
              const subscribe = accounts.subscribe as (listener: Listener) => unknown
              accounts.get = () => answer('polkadot:accounts.get', get)
              accounts.subscribe = (listener: Listener) => {
                listen('polkadot', 'accounts', listener)
                return subscribe(listener)
              }
            })
            return api
          })
      })
      once(page[names.bitcoin], (provider) => {
        const request = (provider.request as (method: string, params?: unknown) => Promise<unknown>).bind(provider)
        const addListener = (provider.addListener as (info: { eventName: string; cb: Listener }) => unknown).bind(provider)
        provider.request = (method: string, params?: unknown) => answer(`bip122:${method}`, () => request(method, params))
        provider.addListener = (info: { eventName: string; cb: Listener }) => {
          listen('bip122', info?.eventName, info?.cb)
          return addListener(info)
        }
      })
    }

    // The Silent Wallet: an EIP-1193 wallet announced through EIP-6963 that never answers unless a rule says so.
    const silent = {
      request: (args: { method: string }) => answer(`silent:${args?.method}`, () => act(`silent:${args?.method}`, { hangs: true })),
      on: (event: string, listener: Listener) => listen('silent', event, listener),
      removeListener: () => undefined,
    }
    const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#888"/></svg>')
    const detail = Object.freeze({ info: Object.freeze({ uuid: 'portico-silent-wallet', name: 'Silent Wallet', icon, rdns: 'dev.portico.silent' }), provider: silent })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()

    page[names.switchboard] = {
      arm,
      set(key: string, behaviour: Behaviour | null) {
        if (behaviour) rules.set(key, behaviour)
        else rules.delete(key)
      },
      settle(key: string, behaviour: Behaviour): number {
        const waiting = hanging.get(key) ?? []
        hanging.delete(key)
        waiting.forEach((settle) => settle(behaviour))
        return waiting.length
      },
      /** Calls each listener from a task of its own; resolves with how many there were once they all ran. */
      emit(key: string, args: unknown[]): Promise<number> {
        const each = [...(listeners.get(key) ?? [])]
        return Promise.all(each.map((listener) => new Promise<void>((done) => setTimeout(() => {
          try {
            listener(...args)
          } finally {
            done()
          }
        })))).then(() => each.length)
      },
    }
    document.addEventListener('DOMContentLoaded', arm)
  }, GLOBALS)
}

interface Switchboard {
  arm(): void
  set(key: string, behaviour: Misbehaviour | null): void
  settle(key: string, behaviour: Misbehaviour): number
  emit(key: string, args: unknown[]): Promise<number>
}

/** From now on `wallet` answers `method` this way (undefined: it answers itself again). */
export function misbehave(page: Page, wallet: MisbehavingWallet, method: string, behaviour: Misbehaviour | undefined): Promise<void> {
  return page.evaluate(
    ([name, key, behaviour]) => {
      const board = (window as unknown as Record<string, Switchboard>)[name] as Switchboard
      board.arm()
      board.set(key, behaviour)
    },
    [SWITCHBOARD, `${wallet}:${method}`, behaviour ?? null] as const,
  )
}

/**
 * The calls of `method` that hang now answer as `behaviour` says; returns how many there were. A test that
 * holds a call until the view shows it waiting, then settles it, reads the outcome of that very attempt.
 */
export function settleHanging(page: Page, wallet: MisbehavingWallet, method: string, behaviour: Misbehaviour): Promise<number> {
  return page.evaluate(([name, key, behaviour]) => (window as unknown as Record<string, Switchboard>)[name]!.settle(key, behaviour), [SWITCHBOARD, `${wallet}:${method}`, behaviour] as const)
}

/**
 * The wallet fires `event` with these arguments at every listener the modal gave it: for 'eip1193' through the
 * test wallet's own emit (its listeners), for the others through the listeners the switchboard saw subscribe
 * (Wallet Standard 'change', Polkadot 'accounts', sats-connect event names). Resolves once they all ran.
 */
export async function emitGarbage(page: Page, wallet: MisbehavingWallet, event: string, ...args: unknown[]): Promise<void> {
  if (wallet === 'eip1193') {
    await page.evaluate(
      ([name, event, args]) =>
        new Promise<void>((done) =>
          setTimeout(() => {
            try {
              ;(window as unknown as Record<string, { emit(event: string, ...args: unknown[]): void }>)[name]!.emit(event, ...args)
            } finally {
              done()
            }
          }),
        ),
      [PAGE_PROVIDER_GLOBAL, event, args] as const,
    )
    return
  }
  const delivered = await page.evaluate(
    ([name, key, args]) => {
      const board = (window as unknown as Record<string, Switchboard>)[name] as Switchboard
      board.arm()
      return board.emit(key, args)
    },
    [SWITCHBOARD, `${wallet}:${event}`, args] as const,
  )
  if (delivered === 0) throw new Error(`no listener of ${wallet} '${event}': is the session connected?`)
}

export interface MisbehavingAttempt {
  wallet: MisbehavingWallet
  method: string
  behaviour: Misbehaviour
  /** The wallet's name as the connecting view says it ('Continue in <name>'). */
  name: string
  /** What the person clicks to start the attempt (the wallet's entry, or Try again). */
  start: Locator
}

/**
 * One connect attempt with a misbehaving wallet, in the modal's connecting view: the call of `method` is held
 * until the view shows it waiting (so what follows is this attempt's outcome, not the last one's), then answers as
 * `behaviour` says. Resolves with the view's alert and hint; the wallet answers `method` itself again afterwards.
 */
export async function misbehavingAttempt(page: Page, dialog: Locator, attempt: MisbehavingAttempt): Promise<{ status: string; hint: string }> {
  const { wallet, method, behaviour, name, start } = attempt
  await misbehave(page, wallet, method, { hangs: true })
  await start.click()
  await dialog.getByText(`Continue in ${name}`).waitFor()
  await expect.poll(() => settleHanging(page, wallet, method, behaviour)).toBe(1)
  await misbehave(page, wallet, method, undefined)
  const alert = dialog.getByRole('alert')
  await alert.waitFor()
  return { status: (await alert.textContent()) ?? '', hint: (await dialog.locator('.pt-hint').textContent()) ?? '' }
}
