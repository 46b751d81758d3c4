/** Small builders shared by the kernel unit tests. */
import { resolveConfig } from '../../../kernel/config'
import type { PorticoConfig, ResolvedConfig } from '../../../kernel/config'
import type { Network } from 'portico'
import { base, mainnet, sepolia, solana } from 'portico/networks'

export function testConfig(overrides: Partial<PorticoConfig> = {}): ResolvedConfig {
  return resolveConfig({ projectId: 'test-project', networks: [mainnet, base, sepolia, solana], ...overrides }).config
}

/** A network as the resolved config holds it: one naming no RPC URL reads through the Blockchain API's RPC service (SPEC §7). */
export function resolved(network: Network, projectId = 'test-project'): Network {
  return resolveConfig({ projectId, networks: [network] }).config.networks[0] as Network
}

/** A Map-backed localStorage holding `entries` (one object per page, or shared by the "tabs" of a test). */
export function localStorageWith(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}
