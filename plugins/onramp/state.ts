/** The on-ramp plugin's slice (SPEC §3 on-ramp options and quote, and the form), its actions and handle. */
import type { Kernel, PluginHandle } from '../../kernel/plugin'
import type { OnrampOptions, OnrampQuote } from './routes'
import { DEFAULT_FIAT_AMOUNT, type OnrampProvider } from './constants'

export const ONRAMP_PLUGIN = 'onramp'

export interface OnrampState {
  options?: OnrampOptions
  /** The options call failed: these are the SPEC §9 sample options. */
  sampleOptions: boolean
  loadingOptions: boolean
  /** Purchase currency id ('ETH'). */
  purchaseCurrency?: string
  /** Payment currency id ('USD'). */
  paymentCurrency?: string
  /** Payment method id ('card'). */
  paymentMethod?: string
  /** The fiat amount as typed. */
  amount: string
  amountError?: string
  quote?: OnrampQuote
  loadingQuote: boolean
  provider: OnrampProvider
  /** The provider's page is being prepared or is open in the popup. */
  buying: boolean
  error?: string
}

export const initialOnrampState: OnrampState = {
  sampleOptions: false,
  loadingOptions: false,
  amount: DEFAULT_FIAT_AMOUNT,
  loadingQuote: false,
  provider: 'coinbase',
  buying: false,
}

export interface OnrampActions {
  /** Options (the sample ones when the call fails), the first currencies and a quote (never rejects). */
  initialize(): Promise<void>
  setPurchaseCurrency(id: string): Promise<void>
  setPaymentCurrency(id: string): Promise<void>
  setPaymentMethod(id: string): Promise<void>
  setAmount(amount: string): Promise<void>
  setProvider(provider: OnrampProvider): void
  /**
   * Opens the provider's page in `popup` (opened by the click; null when the browser blocked it), then, once
   * the person closes it, emits the bus `purchase` event (provider 'coinbase': the history plugin fetches
   * the purchases for Activity) and fetches the balance again (never rejects).
   */
  buy(popup: Window | null): Promise<void>
  reset(): void
}

export type OnrampHandle = PluginHandle<OnrampState, OnrampActions>

export function onrampActionsOf(kernel: Pick<Kernel, 'plugin'>): OnrampActions | undefined {
  return kernel.plugin<OnrampHandle>(ONRAMP_PLUGIN)?.actions
}
