/** SPEC §5 account names and coin types. */

/** The zone names are registered in (the devnet's and the hosted service's legacy zone). */
export const NAME_ZONE = 'wcn.id'

/** Letters, digits and hyphens only, at least 4 characters (63 at most: one DNS label). */
const LABEL = /^[a-zA-Z0-9-]{4,63}$/

export const isValidLabel = (label: string): boolean => LABEL.test(label)

export const fullName = (label: string): string => `${label.toLowerCase()}.${NAME_ZONE}`

/** A name of the zone with a valid label: all an API answer may offer or list as a name (anything else is dropped). */
export const isZoneName = (name: string): boolean => name.endsWith(`.${NAME_ZONE}`) && isValidLabel(name.slice(0, -NAME_ZONE.length - 1))

const EVM_COIN_TYPE_FLAG = 0x80000000

/** The EVM chain id with the top bit set; undefined for an id of 0x80000000 or more (or not a positive integer). */
export function coinTypeOf(chainId: number): number | undefined {
  if (!Number.isInteger(chainId) || chainId <= 0 || chainId >= EVM_COIN_TYPE_FLAG) return undefined
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
