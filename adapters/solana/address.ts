/** The Solana address rule (SPEC §5): base58, 32 to 44 characters. Solana addresses carry no checksum. */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
