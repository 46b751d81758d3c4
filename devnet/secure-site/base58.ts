/** Base58 (Bitcoin alphabet), enough for Solana addresses and signatures. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58Encode(bytes: Uint8Array): string {
  let value = BigInt('0x' + (Buffer.from(bytes).toString('hex') || '0'))
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = '1' + out
  }
  return out
}

export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new Error('Invalid base58 string')
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? '0' + hex : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return new Uint8Array([...new Uint8Array(zeros), ...body])
}
