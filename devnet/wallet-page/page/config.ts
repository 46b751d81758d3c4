/** What the dev wallet page reads from /config.json (validated there). */
export interface WalletPageChain {
  id: number
  name: string
  rpcUrl: string
}

export interface WalletPageConfig {
  relayUrl: string
  /** A devnet key (anvil's well-known test mnemonic): never holds real funds. */
  privateKey: `0x${string}`
  chains: WalletPageChain[]
}
