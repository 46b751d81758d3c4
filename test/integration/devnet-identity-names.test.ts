/** The devnet identity route answers a name registered through the profile routes (the modal's profileName comes from it). */
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { DEVNET_NAME_ZONE } from '../../devnet/api/profile'
import { mainnet } from 'portico/networks'
import { devnetPerFile, servicesFor } from './setup'
import { registerName } from '../../plugins/names/routes'

let devnet: Devnet

devnetPerFile((started) => ({ devnet } = started))

describe('devnet identity of a registered name', () => {
  it('an address without a seeded identity gets its registered name; the seeded ones keep theirs until they register', async () => {
    const { services } = servicesFor(devnet)
    const dave = privateKeyToAccount(devnet.accounts[4]?.privateKey as Hex)
    const identity = () => services.blockchain.getIdentity({ address: dave.address, sender: dave.address, network: mainnet })
    expect(await identity()).toEqual({ name: null, avatar: null })

    const name = `dave-dev.${DEVNET_NAME_ZONE}`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await dave.signMessage({ message })
    expect(await registerName(services.context, { coinType: (0x80000000 | 1) >>> 0, address: dave.address, message, signature })).toEqual({ success: true })
    expect(await identity()).toEqual({ name, avatar: null })

    const alice = devnet.accounts[0]?.address as string
    expect((await services.blockchain.getIdentity({ address: alice, sender: alice, network: mainnet })).name).toBe('alice.eth')
  })
})
