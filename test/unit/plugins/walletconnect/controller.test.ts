/**
 * The controller's SPEC §4 pairing rules as the WalletConnect view drives
 * them: a second visit reuses the pending pairing on Telegram / iOS Safari
 * and starts a fresh one elsewhere; closing the modal abandons it elsewhere.
 */
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { mainnet } from 'portico/networks'
import { produce } from '../../../../kernel/drafts'
import type { Kernel } from 'portico'
import { createController, type WalletConnectController } from '../../../../plugins/walletconnect/controller'
import { initialWalletConnectState, type WalletConnectSlice, type WalletConnectState } from '../../../../plugins/walletconnect/state'

class PendingProvider extends EventEmitter {
  session = undefined
  client = new EventEmitter()
  uris = 0
  connect = vi.fn(() => {
    this.emit('display_uri', `wc:pairing-${++this.uris}@2?relay-protocol=irn&symKey=00`)
    return new Promise(() => undefined) // the wallet never answers
  })
  cleanupPendingPairings = vi.fn(async () => undefined)
}

function world(reuses: boolean) {
  const provider = new PendingProvider()
  // The plugin's slice, as its scope gives it: read it, write it through a recipe.
  let wc: WalletConnectState = initialWalletConnectState
  const state: WalletConnectSlice = { getState: () => wc, setState: (recipe) => void (wc = produce(wc, recipe)) }
  const kernel = {
    config: { networks: [mainnet], debug: false },
    // What kernel.connection.connect does with the driver: wait for the proposal.
    connection: { connect: vi.fn(() => controller.propose()) },
  } as unknown as Kernel
  const controller: WalletConnectController = createController({
    kernel,
    state,
    relayUrl: 'ws://127.0.0.1:1',
    loadSdk: async () => ({ createProvider: async () => provider as never }),
    reusesPairing: () => reuses,
  })
  const uri = () => wc.uri
  return { provider, controller, uri, kernel }
}

describe('WalletConnect controller pairing rules', () => {
  it('SPEC §4: on Telegram / iOS Safari a second visit keeps the pending pairing URI', async () => {
    const { provider, controller, uri } = world(true)
    void controller.pair('eip155')
    await vi.waitFor(() => expect(uri()).toBe('wc:pairing-1@2?relay-protocol=irn&symKey=00'))
    void controller.pair('eip155')
    expect(provider.connect).toHaveBeenCalledTimes(1)
    expect(uri()).toContain('pairing-1')
  })

  it('a second visit is a new connect on the kernel (the newest attempt, over a wallet chosen in between) waiting on the same proposal', async () => {
    const { provider, controller, uri, kernel } = world(true)
    void controller.pair('eip155')
    await vi.waitFor(() => expect(uri()).toBeDefined())
    void controller.pair('eip155')
    expect(kernel.connection.connect).toHaveBeenCalledTimes(2)
    expect(provider.connect).toHaveBeenCalledTimes(1)
  })

  it('SPEC §4: elsewhere a second visit starts a new pairing', async () => {
    const { provider, controller, uri } = world(false)
    void controller.pair('eip155')
    await vi.waitFor(() => expect(uri()).toContain('pairing-1'))
    void controller.pair('eip155')
    expect(provider.connect).toHaveBeenCalledTimes(2)
    expect(uri()).toContain('pairing-2')
  })

  it('SPEC §4: closing the modal abandons the pending pairing, except where it is reused', async () => {
    const elsewhere = world(false)
    const connecting = elsewhere.controller.pair('eip155')
    await vi.waitFor(() => expect(elsewhere.uri()).toBeDefined())
    elsewhere.controller.abandon()
    await expect(connecting).rejects.toMatchObject({ code: 'WC_PAIRING_ABANDONED' })
    expect(elsewhere.uri()).toBeUndefined()

    const telegram = world(true)
    void telegram.controller.pair('eip155')
    await vi.waitFor(() => expect(telegram.uri()).toBeDefined())
    telegram.controller.abandon()
    expect(telegram.uri()).toBeDefined()
  })
})
