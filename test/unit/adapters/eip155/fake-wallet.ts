/** A scripted EIP-1193 provider and an EIP-6963 announcer for adapter unit tests. */
import type { Eip1193Provider } from '../../../../adapters/eip155/eip1193'

type Handler = (params: unknown) => unknown

export function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

export class FakeProvider implements Eip1193Provider {
  readonly calls: Array<{ method: string; params?: unknown }> = []
  private readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>()

  constructor(public handlers: Record<string, Handler> = {}) {}

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.calls.push(params === undefined ? { method } : { method, params })
    const handler = this.handlers[method]
    if (!handler) throw rpcError(4200, `Unsupported method ${method}`)
    return handler(params)
  }

  on(event: string, listener: (...args: unknown[]) => void): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)?.add(listener)
  }

  removeListener(event: string, listener: (...args: unknown[]) => void): void {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: string, value: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  methods(): string[] {
    return this.calls.map((call) => call.method)
  }
}

export interface AnnouncedInfo {
  uuid?: string
  name: string
  icon?: string
  rdns?: string
}

/** Announce now and on every eip6963:requestProvider, as EIP-6963 wallets do. */
export function announceWallet(target: EventTarget, info: AnnouncedInfo, provider: unknown): void {
  const detail = Object.freeze({ info: { uuid: info.uuid ?? crypto.randomUUID(), icon: info.icon ?? 'data:image/svg+xml,<svg/>', ...info }, provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
}

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A wallet on chain 1 that has authorised ALICE. */
export function connectedWallet(overrides: Record<string, Handler> = {}): FakeProvider {
  let chainId = '0x1'
  return new FakeProvider({
    eth_requestAccounts: () => [ALICE],
    eth_accounts: () => [ALICE],
    eth_chainId: () => chainId,
    wallet_switchEthereumChain: (params) => {
      chainId = (params as Array<{ chainId: string }>)[0]?.chainId ?? chainId
      return null
    },
    wallet_revokePermissions: () => null,
    ...overrides,
  })
}
