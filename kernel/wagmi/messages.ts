/**
 * The wagmi binding's messages. SPEC §8 words the provider used before a connection; the rest are
 * situations the spec does not word (the binding is Portico's, not the spec's).
 */
export const WAGMI_MESSAGES = {
  // SPEC §8 "Provider use"
  PROVIDER_NOT_CONNECTED: 'Please call connect() before request()',
  // Portico: what the spec does not word.
  WAGMI_CONNECT_DISMISSED: 'The Portico modal closed before a wallet connected',
  WAGMI_NOT_RESTORED: 'Portico has no eip155 session to restore',
  WAGMI_CHAIN_NOT_IN_MODAL: (chainId: number) => `Chain ${chainId} is not among the Portico modal's eip155 networks`,
  WAGMI_INVALID_OPTIONS: (details: string) => `Invalid porticoWagmiConfig options: ${details}`,
} as const
