/**
 * The app-facing provider of the embedded wallet (EIP-1193 style), with the
 * SPEC §6 approval rules: safe methods go to the frame silently; not-safe
 * methods wait for the user in the ApproveTransaction view (reject -> 4001)
 * and refresh the balance after success; anything else opens the modal,
 * shows 'Action not allowed' 300 ms later and is refused.
 */
import type { FrameBridge } from '../../kernel/plugin'
import type { Network } from '../../kernel/plugin'
import type { Approvals } from './approvals'
import { frameChainId } from './chain-ids'
import { rpcNotAllowed, userRejected } from './errors'
import { rpcPolicy } from './rpc-policy'

/** SPEC §8: the not-allowed message shows 300 ms after the modal opens. */
export const NOT_ALLOWED_DELAY_MS = 300

export interface ProviderContext {
  frame(): Promise<Pick<FrameBridge, 'request'>>
  approvals: Approvals
  address(): string | undefined
  network(): Network | undefined
  switchNetwork(chainId: number | string): Promise<void>
  /** Open the modal on the approval view of a pending request. */
  showApproval(requestId: string): Promise<void>
  /** Open the modal; the not-allowed message follows after NOT_ALLOWED_DELAY_MS. */
  showNotAllowed(): Promise<void>
  showNotAllowedMessage(): void
  refreshBalance(): void
}

export interface EmbeddedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createEmbeddedProvider(context: ProviderContext): EmbeddedProvider {
  async function viaFrame(method: string, params: unknown): Promise<unknown> {
    const network = context.network()
    const frame = await context.frame()
    return frame.request('RPC_REQUEST', {
      method,
      params,
      ...(network ? { chainId: frameChainId(network), chainNamespace: network.chainNamespace } : {}),
    } as never)
  }

  function answerLocally(method: string, params: unknown): Promise<unknown> {
    const address = context.address()
    switch (method) {
      case 'eth_chainId': {
        const id = context.network()?.id
        return Promise.resolve(typeof id === 'number' ? `0x${id.toString(16)}` : id)
      }
      case 'wallet_switchEthereumChain': {
        const [target] = Array.isArray(params) ? (params as { chainId?: string }[]) : []
        return context.switchNetwork(Number(target?.chainId)).then(() => null)
      }
      default: // eth_accounts, eth_requestAccounts
        return Promise.resolve(address ? [address] : [])
    }
  }

  return {
    async request({ method, params }) {
      switch (rpcPolicy(method)) {
        case 'local':
          return answerLocally(method, params)
        case 'safe':
          return viaFrame(method, params)
        case 'approve': {
          const { request, decision } = context.approvals.ask(method, params)
          context.showApproval(request.id).catch(() => context.approvals.settle(request.id, false))
          if (!(await decision)) throw userRejected()
          const result = await viaFrame(method, params)
          context.refreshBalance()
          return result
        }
        case 'not-allowed':
          await context.showNotAllowed()
          await sleep(NOT_ALLOWED_DELAY_MS)
          context.showNotAllowedMessage()
          throw rpcNotAllowed()
      }
    },
  }
}
