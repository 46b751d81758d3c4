/** Base58 (Bitcoin alphabet) encoding, for Solana messages and public keys. Pure. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = (ALPHABET[Number(value % 58n)] as string) + out
    value /= 58n
  }
  // Each leading zero byte is a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}
