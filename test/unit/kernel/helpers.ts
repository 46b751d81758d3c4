/** Small builders shared by the kernel unit tests. */
import { resolveConfig } from '../../../kernel/config'
import type { PorticoConfig, ResolvedConfig } from '../../../kernel/config'
import { base, mainnet, sepolia, solana } from '../../../kernel/networks'

export function testConfig(overrides: Partial<PorticoConfig> = {}): ResolvedConfig {
  return resolveConfig({ projectId: 'test-project', networks: [mainnet, base, sepolia, solana], ...overrides }).config
}
