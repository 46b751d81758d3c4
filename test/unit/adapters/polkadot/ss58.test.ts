/**
 * The adapter's SS58 codec held to @polkadot/util-crypto's: the same addresses for the same keys and
 * prefixes (one- and two-byte prefixes), the same keys back, and the same refusals.
 */
import { base58 } from '@scure/base'
import { checkAddress, decodeAddress, encodeAddress, randomAsU8a } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58, sameKey } from '../../../../adapters/polkadot/ss58'

const PREFIXES = [0, 1, 2, 5, 42, 63, 64, 65, 255, 256, 1284, 4095, 16383]
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

describe('SS58 codec', () => {
  it('encodes as util-crypto does, for 32- and 33-byte keys and one- and two-byte prefixes', () => {
    for (const prefix of PREFIXES) {
      for (const length of [32, 33]) {
        const key = randomAsU8a(length)
        expect(encodeSs58(key, prefix), `prefix ${prefix}, ${length} bytes`).toBe(encodeAddress(key, prefix))
      }
    }
  })

  it('decodes util-crypto addresses to their key and prefix', () => {
    for (const prefix of PREFIXES) {
      const key = randomAsU8a(32)
      const decoded = decodeSs58(encodeAddress(key, prefix))
      expect(decoded?.prefix).toBe(prefix)
      expect(sameKey(decoded?.publicKey ?? new Uint8Array(), key)).toBe(true)
    }
    expect(decodeSs58(ALICE)?.prefix).toBe(42)
    expect(sameKey(decodeSs58(ALICE)!.publicKey, decodeAddress(ALICE))).toBe(true)
  })

  it('refuses what util-crypto refuses: a broken checksum, bad base58, wrong lengths, an H160 address', () => {
    const bytes = base58.decode(ALICE)
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1
    const broken = base58.encode(bytes)
    expect(checkAddress(broken, 42)[0]).toBe(false)
    const refused = [broken, '', 'not an address', '0OIl', ALICE.slice(0, -1), '0xd43593c715fdd31c61141abd04a99fd6822c8558', base58.encode(new Uint8Array(20))]
    for (const address of refused) expect(decodeSs58(address), address).toBeUndefined()
  })

  it('refuses keys and prefixes that have no SS58 form', () => {
    expect(() => encodeSs58(new Uint8Array(20), 0)).toThrow(expect.objectContaining({ code: 'POLKADOT_INVALID_PUBLIC_KEY' }))
    for (const prefix of [-1, 46, 47, 16384, 1.5]) expect(() => encodeSs58(new Uint8Array(32), prefix)).toThrow(expect.objectContaining({ code: 'POLKADOT_INVALID_SS58_PREFIX' }))
  })
})
