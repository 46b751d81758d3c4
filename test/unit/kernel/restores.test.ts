/**
 * A descriptor's `restores`: the kernel loads a first-use plugin at start when a stored session is of one
 * of its connectors (the embedded wallet restoring an email login), and only then.
 */
import { describe, expect, it, vi } from 'vitest'
import { createModal } from 'portico'
import { mainnet } from 'portico/networks'
import { connectorIdKey } from '../../../kernel/session-keys'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { localStorageWith } from './helpers'
import { json, stubFetch } from './stub-adapter'

async function loadsAtStart(stored: Record<string, string>): Promise<boolean> {
  const plugin = embeddedWallet()
  // The lazy part is not imported: a stand-in module records the load.
  const load = vi.spyOn(plugin, 'load').mockResolvedValue({})
  const fetch = stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) }).fetch
  const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [plugin] }, { fetch, storage: { localStorage: localStorageWith(stored) } })
  await modal.ready()
  await new Promise((resolve) => setTimeout(resolve, 0))
  const loaded = load.mock.calls.length > 0
  await modal.destroy()
  return loaded
}

describe('descriptor restores (SPEC §4 reconnect)', () => {
  it('loads the plugin at start for a stored session of its connector, on any namespace', async () => {
    expect(await loadsAtStart({ [connectorIdKey('eip155')]: 'ID_AUTH' })).toBe(true)
    expect(await loadsAtStart({ [connectorIdKey('solana')]: 'ID_AUTH' })).toBe(true)
  })

  it("does not load it for another connector's session, or none", async () => {
    expect(await loadsAtStart({ [connectorIdKey('eip155')]: 'io.metamask' })).toBe(false)
    expect(await loadsAtStart({})).toBe(false)
  })
})
