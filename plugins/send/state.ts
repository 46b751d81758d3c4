/** The send plugin's slice (SPEC §3 send state), its actions, and the handle views reach them by. */
import type { Kernel, PluginHandle, TokenBalance } from '../../kernel/plugin'

export const SEND_PLUGIN = 'send'

export interface SendState {
  /** The token chosen in the form (one of tokenBalances). */
  token?: TokenBalance
  /** The token's key (tokenKey) while the account's list is empty for a moment: chosen again when the list comes back. */
  heldTokenKey?: string
  /** The amount as the person typed it, in the token's units. */
  sendTokenAmount?: string
  /** The receiver as the person typed it. */
  receiverAddress?: string
  /** The receiver's identity avatar (already through safeImageUrl) and name, when the identity route has them. */
  receiverProfileImageUrl?: string | null
  receiverProfileName?: string | null
  /** The gas-price route's 'standard' price in wei; absent while loading or when unavailable. */
  gasPrice?: string
  /** This transfer's network fee in USD (its gas units at gasPrice, priced with the native token). */
  gasPriceInUSD?: number
  /** The value of the account's native token in USD. */
  networkBalanceInUSD?: number
  /** The active account's balances that can be sent, native first. */
  tokenBalances: TokenBalance[]
  /** A transfer is waiting for the wallet's answer. */
  loading: boolean
  /** When the last gas-price fetch failed (ms since epoch): the fee shows as unavailable until a retry succeeds. */
  lastRetry?: number
  /**
   * That fetch was refused because gas is not priced on this network: the adapter's SPEC §8 message ('Network
   * not supported for Gas Price'); no retry helps.
   */
  gasPriceUnsupported?: string
}

export const initialSendState: SendState = { tokenBalances: [], loading: false }

export interface SendActions {
  /** Choose a token by its key (see tokenKey). */
  setToken(key: string): void
  setAmount(amount: string): void
  /** The whole balance; for the native token, minus the network fee when the account pays gas. */
  setMax(): void
  /** Sets the receiver and, for a valid address, looks up its identity. */
  setReceiver(address: string): void
  /** Fetch the gas price of the active network (never rejects). */
  fetchGasPrice(): Promise<void>
  /** Send what the form holds through the connected wallet (never rejects). */
  send(): Promise<void>
  /** Stop waiting for the wallet: the form is usable again; a late answer is handled once. */
  cancel(): void
  reset(): void
}

export type SendHandle = PluginHandle<SendState, SendActions>

export function sendActionsOf(kernel: Pick<Kernel, 'plugin'>): SendActions | undefined {
  return kernel.plugin<SendHandle>(SEND_PLUGIN)?.actions
}
