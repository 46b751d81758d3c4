/** One devnet per test file, plus kernel services pointed at it. */
import { createServices, type ServicesConfig } from '../../kernel/services'
import { startDevnet, type Devnet, type DevnetOptions } from '../../devnet'

export async function devnetForTests(options: DevnetOptions = {}): Promise<Devnet> {
  return startDevnet({ quiet: true, ...options })
}

export function servicesFor(devnet: Devnet, overrides: Partial<ServicesConfig> = {}) {
  const errors: unknown[] = []
  const config: ServicesConfig = {
    projectId: 'portico-test',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    features: { analytics: true },
    services: { blockchainApiUrl: devnet.urls.api, registryUrl: devnet.urls.registry, analyticsUrl: devnet.urls.analytics },
    ...overrides,
  }
  return { services: createServices({ config, onError: (error) => errors.push(error) }), errors, config }
}
