/** A stable hue per address for the fallback avatar gradient. */
export function addressHue(address: string): number {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}
