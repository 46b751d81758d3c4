/** The on-ramp plugin's own messages: states and errors the spec does not word. */
export const ONRAMP_MESSAGES = {
  RESTRICTED: 'Buying crypto is not offered in your region',
  RESTRICTED_HINT: 'The on-ramp is unavailable in mainland China, Hong Kong and Macau.',
  SAMPLE_OPTIONS: 'The on-ramp options could not be loaded: showing sample options.',
  QUOTE_UNAVAILABLE: 'Quote unavailable: the provider shows the fees.',
  AMOUNT_INVALID: 'Enter an amount, at most 2 decimals',
  AMOUNT_RANGE: (min: string, max: string, currency: string) => `Enter an amount from ${min} to ${max} ${currency}`,
  POPUP_BLOCKED: 'The on-ramp window was blocked: allow pop-ups for this site and try again',
  URL_FAILED: 'Could not open the on-ramp: try again',
  POPUP_OPEN: 'Finish the purchase in the on-ramp window',
  OPTIONS_FAILED: 'Could not load what the on-ramp sells: try again',
  NOT_CONNECTED: 'Connect a wallet to buy crypto',
} as const
