/**
 * JSON text with bigints as exact integer literals: the real RPC writes u64
 * values (lamports, rentEpoch) as plain numbers, which kit parses as bigints.
 */
const MARK = '__devnet_bigint__'
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g')

export function stringifyWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${MARK}${item}` : item)).replace(MARKED, '$1')
}
