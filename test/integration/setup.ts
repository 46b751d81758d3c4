/** One devnet per test file, plus kernel services pointed at it. */
import { afterAll, beforeAll } from 'vitest'
import { createServices, type ServicesConfig } from '../../kernel/services'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardLoopback } from './loopback-guard'

export type LoopbackGuard = ReturnType<typeof guardLoopback>

/**
 * The test file's devnet: before its tests the loopback guard goes on (it records any connection that leaves
 * 127.0.0.1) and the devnet starts; after them both stop. `onStarted` hands them to the file.
 */
export function devnetPerFile(onStarted: (started: { devnet: Devnet; guard: LoopbackGuard }) => void): void {
  let devnet: Devnet | undefined
  let guard: LoopbackGuard | undefined
  beforeAll(async () => {
    guard = guardLoopback()
    devnet = await startDevnet({ quiet: true })
    onStarted({ devnet, guard })
  })
  afterAll(async () => {
    await devnet?.stop()
    guard?.restore()
  })
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
