/**
 * The app-facing provider of the embedded wallet (EIP-1193 style), with the
 * SPEC §6 approval rules: safe methods go to the frame silently; not-safe
 * methods wait for the user in the ApproveTransaction view (reject -> 4001)
 * and refresh the balance after success; anything else opens the modal,
 * shows 'Action not allowed' 300 ms later and is refused. What the provider
 * refuses itself carries a SPEC §8 wallet code (see errors.ts): a
 * `wallet_getCapabilities` without the address, a `wallet_getCallsStatus` the
 * wallet refused, a chain that is malformed or not configured (32603), the
 * 100th request waiting for approval (SPEC §9 limit 99), a request for the
 * frame with no login on (SPEC §8 'Please call connect() before request()').
 */
import * as z from 'zod/mini'
import { isPorticoError, type FrameBridge, type Network } from '../../kernel/plugin'
import type { Approvals } from './approvals'
import { frameChainId } from './chain-ids'
import { callStatusNotApproved, capabilitiesMissingAddress, notConnected, rpcNotAllowed, unsupportedChain, userRejected } from './errors'
import { rpcPolicy } from './rpc-policy'

/** SPEC §8: the not-allowed message shows 300 ms after the modal opens. */
export const NOT_ALLOWED_DELAY_MS = 300

export interface ProviderContext {
  frame(): Promise<Pick<FrameBridge, 'request'>>
  /** Whether a login of this namespace is on (connected or restored, not signed out): only then does the frame hear of a request. */
  signedIn(): boolean
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

/** EIP-5792: `wallet_getCapabilities` names the account first (then, optionally, chain ids). */
const accountParam = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** EIP-3326: `wallet_switchEthereumChain` takes `[{ chainId }]`, the id a hex quantity. */
const chainParam = z.object({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })
/** The first of a request's params when they are a list. */
const firstParam = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

export function createEmbeddedProvider(context: ProviderContext): EmbeddedProvider {
  async function viaFrame(method: string, params: unknown): Promise<unknown> {
    if (!context.signedIn()) throw notConnected()
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
        const parsed = chainParam.safeParse(firstParam(params))
        if (!parsed.success) return Promise.reject(unsupportedChain((firstParam(params) as { chainId?: unknown } | undefined)?.chainId))
        const { chainId } = parsed.data
        return context.switchNetwork(Number(chainId)).then(
          () => null,
          (error: unknown) => {
            throw isPorticoError(error, 'UNSUPPORTED_CHAIN') ? unsupportedChain(chainId, error) : error
          },
        )
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
          if (method === 'wallet_getCapabilities' && !accountParam.safeParse(firstParam(params)).success) throw capabilitiesMissingAddress()
          return method === 'wallet_getCallsStatus'
            ? viaFrame(method, params).catch((error: unknown) => {
                // The wallet's own refusal (its error reply); a frame that did not answer stays what it is.
                throw isPorticoError(error, 'FRAME_ERROR') ? callStatusNotApproved(error) : error
              })
            : viaFrame(method, params)
        case 'approve': {
          // Nobody is asked to approve what could not be sent; viaFrame checks again for a sign-out meanwhile.
          if (!context.signedIn()) throw notConnected()
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
