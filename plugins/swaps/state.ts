/** The swaps plugin's slice (SPEC §3 swap state), its actions, and the handle views reach them by. */
import type { Kernel, PluginHandle } from '../../kernel/plugin'
import { SWAP_SLIPPAGE } from './constants'
import type { SwapTokenInfo } from './tokens'

export const SWAPS_PLUGIN = 'swaps'

/** A built transaction, ready for the wallet (`to` already a bare address). */
export interface SwapTransaction {
  to: `0x${string}`
  data: `0x${string}`
  value: bigint
  gas: bigint
  gasPrice: bigint
  /** The quote it was built for, in target base units. */
  toAmount: bigint
}

export interface SwapState {
  /** The token list, prices and balances are in (SPEC §4 initialize). */
  initialized: boolean
  initializing: boolean
  /** The network the slice was initialized on (another one initializes again). */
  caipNetworkId?: string
  sourceToken?: SwapTokenInfo
  /** As the person typed it. */
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toToken?: SwapTokenInfo
  /** The quote in whole target units (full precision; the form shows 6 decimals). */
  toTokenAmount: string
  toTokenPriceInUSD: number
  networkPrice: number
  networkBalanceInUSD: number
  networkTokenSymbol: string
  inputError?: string
  /** Percent. */
  slippage: number
  tokens: SwapTokenInfo[]
  popularTokens: SwapTokenInfo[]
  myTokensWithBalance: SwapTokenInfo[]
  /** Wei per gas unit ('standard' of the gas-price route, or the built transaction's). */
  gasPrice: bigint
  /** The swap's network fee in wei. */
  gasFee: bigint
  gasPriceInUSD: number
  priceImpact?: number
  /** In target base units. */
  maxSlippage?: bigint
  /** In source units. */
  providerFee?: number
  approvalTransaction?: SwapTransaction
  swapTransaction?: SwapTransaction
  loadingQuote: boolean
  /** The approval or the swap is waiting for the wallet or the chain. */
  loadingTransaction: boolean
  transactionError?: string
}

export const initialSwapState: SwapState = {
  initialized: false,
  initializing: false,
  sourceTokenAmount: '',
  sourceTokenPriceInUSD: 0,
  toTokenAmount: '',
  toTokenPriceInUSD: 0,
  networkPrice: 0,
  networkBalanceInUSD: 0,
  networkTokenSymbol: '',
  slippage: SWAP_SLIPPAGE,
  tokens: [],
  popularTokens: [],
  myTokensWithBalance: [],
  gasPrice: 0n,
  gasFee: 0n,
  gasPriceInUSD: 0,
  loadingQuote: false,
  loadingTransaction: false,
}

export type TokenSide = 'source' | 'target'

export interface SwapActions {
  /** Token list, network token price, balances; the network token with amount 1 as the source (never rejects). */
  initialize(): Promise<void>
  /** Ignored while initializing or before (SPEC §4); choosing the other side's token switches them. */
  setToken(side: TokenSide, address: string): Promise<void>
  setSourceAmount(amount: string): Promise<void>
  /** Source and target change places, the old target amount (or 1) becoming the source amount. */
  switchTokens(): Promise<void>
  /** Approval when needed, the quote again, then the swap (never rejects). */
  swap(): Promise<void>
  /** The account's balances changed: join them into the token list again. */
  syncBalances(): void
  reset(): void
}

export type SwapsHandle = PluginHandle<SwapState, SwapActions>

export function swapActionsOf(kernel: Pick<Kernel, 'plugin'>): SwapActions | undefined {
  return kernel.plugin<SwapsHandle>(SWAPS_PLUGIN)?.actions
}
