/**
 * Each Polkadot network writes its addresses with its own SS58 prefix (the
 * same account is '1…' on Polkadot, '5…' on Westend). Networks are known by
 * the genesis-hash reference of their CAIP-2 id (kernel/networks.ts).
 */
import type { Network } from '../../kernel/plugin'

/** The generic Substrate prefix, for any chain not listed. */
const GENERIC_PREFIX = 42

const PREFIXES: Readonly<Record<string, number>> = {
  '91b171bb158e2d3848fa23a9f1c25182': 0, // Polkadot
  b0a8d493285c2df73290dfb7e61f870f: 2, // Kusama
  e143f23803ac50e8f6f8e62695d1ce9e: 42, // Westend
}

export function ss58PrefixOf(network: Pick<Network, 'id'>): number {
  return PREFIXES[String(network.id)] ?? GENERIC_PREFIX
}
