/** What the dev wallet page reads from /config.json (validated there). */
export interface WalletPageChain {
  id: number
  name: string
  rpcUrl: string
}

/** The devnet's Solana chain and the dev keypair the page signs with there. */
export interface WalletPageSolana {
  /** A devnet Solana keypair: 64 bytes (seed then public key) in base58. */
  secretKey: string
  /** 'solana:<genesis hash prefix>'. */
  caipNetworkId: string
  rpcUrl: string
}

export interface WalletPageConfig {
  relayUrl: string
  /** A devnet key (anvil's well-known test mnemonic): never holds real funds. */
  privateKey: `0x${string}`
  chains: WalletPageChain[]
  /** Solana over WalletConnect: present when the devnet runs its Solana chain. */
  solana?: WalletPageSolana
}
