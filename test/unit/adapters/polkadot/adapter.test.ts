// @vitest-environment happy-dom
/**
 * The polkadot adapter against the real @polkadot/extension-dapp and the Polkadot test extension (a
 * @polkadot/keyring sr25519 key) injected into window.injectedWeb3: discovery, connect in each network's
 * SS58 format, the extension's faults, account events, signRaw signatures verified with util-crypto.
 */
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPolkadotAdapter } from '../../../../adapters/polkadot/adapter'
import { isPorticoError } from '../../../../kernel/errors'
import { mainnet, polkadot, westend } from 'portico/networks'
import type { AdapterEvent, AdapterInstance } from 'portico'
import { isUserRejection } from '../../../../kernel/wallets/errors'
import { installFakeExtension, KEY, NAME, polkadotNetwork } from './fake-extension'

const APP = 'Portico unit test'
/** //Alice of the Substrate dev phrase: generic (42), Polkadot (0) and a custom chain (42) formats. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_ON_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const BOB_ON_POLKADOT = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const account = (address: string, type = 'sr25519') => ({ address, name: 'x', type, genesisHash: null })

let adapter: AdapterInstance
let events: AdapterEvent[]

function setup(networks = [mainnet, polkadot, westend]) {
  const extension = installFakeExtension()
  adapter = createPolkadotAdapter({ appName: APP }, { networks })
  events = []
  adapter.on((event) => events.push(event))
  return extension
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => expect.fail('expected a rejection'), (error: unknown) => error)
}

/** Let the extension's promise chains (subscribe's first list, emitted changes) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  ;(window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3 = {}
  // extension-dapp reports each enable and account read on the console.
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

afterEach(() => {
  adapter?.destroy?.()
  vi.restoreAllMocks()
})

describe('polkadot adapter: discovery', () => {
  it('one INJECTED connector per extension in window.injectedWeb3, named after its key, nothing enabled', () => {
    const extension = setup()
    const injected = (window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3
    injected['polkadot-js'] = { version: '0.63.1', enable: async () => ({}) }
    expect(adapter.getConnectors()).toEqual([
      { id: KEY, name: NAME, type: 'INJECTED', chain: 'polkadot' },
      { id: 'polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', chain: 'polkadot' },
    ])
    expect(extension.calls).toEqual([])
  })

  it('DESIGN every boundary validates: entries without enable/connect, odd keys and throwing getters are not listed', () => {
    setup()
    const injected = (window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3
    injected['no-hook'] = { version: '1' }
    injected['not-a-function'] = { enable: 'yes' }
    injected['<script>'] = { enable: async () => ({}) }
    injected['null-entry'] = null
    Object.defineProperty(injected, 'hostile', { enumerable: true, get: () => ({ get enable() { throw new Error('hostile getter') } }) })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([KEY])
  })
})

describe('polkadot adapter: connect', () => {
  it('enables with the app name and connects the first account, written in the network’s SS58 format, type eoa', async () => {
    const extension = setup()
    const result = await adapter.connect({ connectorId: KEY, network: polkadot })
    expect(result).toEqual({ address: ALICE_ON_POLKADOT, chainId: polkadot.id, accounts: [{ address: ALICE_ON_POLKADOT, type: 'eoa' }] })
    expect(extension.calls.map(({ method, params }) => [method, params])).toEqual([
      ['enable', { origin: APP }],
      ['accounts', undefined],
      ['accounts', undefined], // the account subscription's first list
    ])
    expect(extension.core.state()).toEqual({ authorized: true })
    const provider = adapter.getProvider() as { signer?: { signRaw?: unknown } }
    expect(typeof provider.signer?.signRaw).toBe('function')
    expect(adapter.getBalance).toBeUndefined()
  })

  it('on Westend (and any chain it does not know) the address takes the generic prefix 42', async () => {
    setup()
    expect((await adapter.connect({ connectorId: KEY, network: westend })).address).toBe(ALICE)
    const custom = polkadotNetwork('0123456789abcdef0123456789abcdef', 'Local')
    expect((await adapter.connect({ connectorId: KEY, network: custom })).address).toBe(ALICE)
  })

  it('without a requested Polkadot network it lands on the first configured one', async () => {
    setup([mainnet, westend, polkadot])
    expect((await adapter.connect({ connectorId: KEY, network: mainnet })).chainId).toBe(westend.id)
  })

  it('every account the extension shares is listed; a malformed or foreign one among them is left out', async () => {
    const extension = setup()
    extension.tamper((method, result) => (method === 'accounts' ? [{ address: 'nope' }, account('0xd43593c715fdd31c61141abd04a99fd6822c8558', 'ethereum'), account(BOB), ...(result as unknown[])] : result))
    const result = await adapter.connect({ connectorId: KEY, network: polkadot })
    expect(result.address).toBe(BOB_ON_POLKADOT)
    expect(result.accounts?.map((entry) => entry.address)).toEqual([BOB_ON_POLKADOT, ALICE_ON_POLKADOT])
  })

  it('an extension that is not injected: a clear error, nothing enabled', async () => {
    const extension = setup()
    const error = await rejection(adapter.connect({ connectorId: 'talisman', network: polkadot }))
    expect(isPorticoError(error, 'POLKADOT_EXTENSION_NOT_FOUND')).toBe(true)
    expect((error as Error).message).toBe("Polkadot extension 'talisman' was not found in this browser")
    expect(extension.calls).toEqual([])
  })

  it('SPEC §8 4001: an extension that refuses the site is a declined connection (web3Enable leaves it out and logs)', async () => {
    const extension = setup()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    extension.modes.set('reject', { method: 'enable', once: true })
    const error = await rejection(adapter.connect({ connectorId: KEY, network: polkadot }))
    expect(isPorticoError(error, 'POLKADOT_EXTENSION_REFUSED')).toBe(true)
    expect((error as Error).message).toBe(`${NAME} did not allow this site to connect`)
    expect(isUserRejection(error)).toBe(true)
    expect(logged).toHaveBeenCalledWith(`Error initializing ${KEY}: User rejected the request.`)
    expect(adapter.getProvider()).toBeUndefined()
    // Allowed the next time.
    expect((await adapter.connect({ connectorId: KEY, network: polkadot })).address).toBe(ALICE_ON_POLKADOT)
  })

  it('no account shared (or only another namespace’s): the no-accounts error', async () => {
    const extension = setup()
    for (const answer of [[], [account('0xd43593c715fdd31c61141abd04a99fd6822c8558', 'ethereum')]]) {
      extension.tamper((method, result) => (method === 'accounts' ? answer : result))
      const error = await rejection(adapter.connect({ connectorId: KEY, network: polkadot }))
      expect(isPorticoError(error, 'POLKADOT_NO_ACCOUNTS')).toBe(true)
      expect((error as Error).message).toBe(`${NAME} shared no account: add one, or allow one for this site, in the extension`)
    }
  })

  it('malformed accounts (bad checksum, unknown key type, not a list): the invalid-response error, not "no accounts"', async () => {
    const extension = setup()
    const badChecksum = `${ALICE.slice(0, -1)}Z`
    for (const answer of [[account(badChecksum)], [account(ALICE, 'bandersnatch')], [{ address: 42 }], { accounts: [ALICE] }, null]) {
      extension.tamper((method, result) => (method === 'accounts' ? answer : result))
      const error = await rejection(adapter.connect({ connectorId: KEY, network: polkadot }))
      expect(isPorticoError(error, 'POLKADOT_INVALID_EXTENSION_RESPONSE'), JSON.stringify(answer)).toBe(true)
      expect((error as Error).message).toBe('The extension returned an invalid response to accounts.get')
    }
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('polkadot adapter: signing', () => {
  it('signMessage: signRaw of the message bytes; the sr25519 signature verifies for <Bytes>message</Bytes>', async () => {
    setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    const message = 'Sign in to Portico on Polkadot ✓'
    const signature = await adapter.signMessage({ message, address: ALICE_ON_POLKADOT })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const wrapped = u8aWrapBytes(new TextEncoder().encode(message))
    const verified = signatureVerify(wrapped, signature, ALICE)
    expect(verified).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode(`${message}!`)), signature, ALICE).isValid).toBe(false)
    // The address may come in any SS58 format: it is the account that counts.
    expect(await adapter.signMessage({ message, address: ALICE })).toMatch(/^0x[0-9a-f]{128}$/)
  })

  it('polkadot_signMessage through request answers { signature }; other methods are refused', async () => {
    setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    const { signature } = (await adapter.request({ method: 'polkadot_signMessage', params: { address: ALICE_ON_POLKADOT, message: 'hi' } })) as { signature: string }
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode('hi')), signature, ALICE).isValid).toBe(true)
    expect(isPorticoError(await rejection(adapter.request({ method: 'polkadot_signTransaction' })), 'POLKADOT_UNSUPPORTED_METHOD')).toBe(true)
    expect(isPorticoError(await rejection(adapter.request({ method: 'polkadot_signMessage', params: { address: 1 } })), 'POLKADOT_INVALID_INPUT')).toBe(true)
  })

  it('SPEC §8 4001: a refused signature is a declined request; the next one goes through', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    extension.modes.set('reject', { method: 'signRaw', once: true })
    const error = await rejection(adapter.signMessage({ message: 'm', address: ALICE_ON_POLKADOT }))
    expect(isPorticoError(error, 'POLKADOT_SIGNATURE_REJECTED')).toBe(true)
    expect((error as Error).message).toBe(`${NAME} declined the signature request`)
    expect(isUserRejection(error)).toBe(true)
    expect(await adapter.signMessage({ message: 'm', address: ALICE_ON_POLKADOT })).toMatch(/^0x/)
  })

  it('an extension that cancels with a plain Error("Cancelled") (polkadot{.js}) is read as a refusal too', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    extension.tamper((method, result) => {
      if (method === 'signRaw') throw new Error('Cancelled')
      return result
    })
    expect(isUserRejection(await rejection(adapter.signMessage({ message: 'm', address: ALICE_ON_POLKADOT })))).toBe(true)
  })

  it('a failure that is not a refusal keeps the extension’s reason; a malformed signature is an invalid response', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    extension.tamper((method, result) => {
      if (method === 'signRaw') throw new Error('Ledger disconnected')
      return result
    })
    const failed = await rejection(adapter.signMessage({ message: 'm', address: ALICE_ON_POLKADOT }))
    expect(isPorticoError(failed, 'POLKADOT_SIGN_FAILED')).toBe(true)
    expect((failed as Error).message).toBe(`${NAME} could not sign: Ledger disconnected`)
    expect(isUserRejection(failed)).toBe(false)
    for (const answer of [{ signature: '0x1234' }, { signature: u8aToHex(new Uint8Array(64)).slice(2) }, 'signed', null]) {
      extension.tamper((method, result) => (method === 'signRaw' ? answer : result))
      expect(isPorticoError(await rejection(adapter.signMessage({ message: 'm', address: ALICE_ON_POLKADOT })), 'POLKADOT_INVALID_EXTENSION_RESPONSE')).toBe(true)
    }
  })

  it('only the connected account signs; a malformed address never reaches the extension', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    const before = extension.calls.length
    const other = await rejection(adapter.signMessage({ message: 'm', address: BOB }))
    expect(isPorticoError(other, 'POLKADOT_ACCOUNT_NOT_CONNECTED')).toBe(true)
    const malformed = await rejection(adapter.signMessage({ message: 'm', address: '0x1234' }))
    expect((malformed as Error).message).toBe('Invalid Polkadot address: 0x1234')
    expect(extension.calls.length).toBe(before)
  })

  it('no node: sendTransaction refuses clearly; nothing works before connect', async () => {
    setup()
    expect(isPorticoError(await rejection(adapter.signMessage({ message: 'm', address: ALICE })), 'PROVIDER_NOT_CONNECTED')).toBe(true)
    await adapter.connect({ connectorId: KEY, network: polkadot })
    const error = await rejection(adapter.sendTransaction({ to: BOB, value: 1n }))
    expect(isPorticoError(error, 'POLKADOT_NO_NODE')).toBe(true)
  })
})

describe('polkadot adapter: events, networks, reconnect', () => {
  it('the extension’s account list: the same account changes nothing; losing it moves to the first; none left disconnects', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    await settle()
    expect(events).toEqual([]) // subscribe's first list holds the connected account
    extension.emit([account(BOB), account(ALICE)])
    expect(events).toEqual([])
    extension.emit([account(BOB)])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [BOB_ON_POLKADOT] }])
    extension.emit('garbage')
    expect(events).toHaveLength(1)
    extension.emit([])
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('the user revoking the site in the extension disconnects', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    extension.core.userRevoke()
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('after disconnect the extension’s events are not ours', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    await adapter.disconnect()
    extension.emit([])
    expect(events).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('switching network writes the same account in the new network’s format', async () => {
    setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    await adapter.switchNetwork(westend)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [ALICE] }])
    await adapter.switchNetwork(polkadotNetwork('0123456789abcdef0123456789abcdef', 'Local'))
    expect(events).toHaveLength(1) // also prefix 42: nothing changed
    expect(isPorticoError(await rejection(adapter.switchNetwork(mainnet)), 'POLKADOT_INVALID_INPUT')).toBe(true)
  })

  it('SPEC §4 reconnect: an extension that still allows the site answers without asking', async () => {
    const extension = setup()
    await adapter.connect({ connectorId: KEY, network: polkadot })
    extension.modes.set('reject') // a prompt now would fail the restore
    const restored = createPolkadotAdapter({ appName: APP }, { networks: [polkadot] })
    expect((await restored.reconnect?.({ connectorId: KEY, network: polkadot }))?.address).toBe(ALICE_ON_POLKADOT)
    restored.destroy?.()
  })

  it('reconnect finds nothing (no error) when the extension is gone, refuses the site or shares no account', async () => {
    const extension = setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    extension.modes.set('reject')
    expect(await adapter.reconnect?.({ connectorId: KEY, network: polkadot })).toBeUndefined()
    expect(await adapter.reconnect?.({ connectorId: 'talisman', network: polkadot })).toBeUndefined()
    extension.modes.set('approve')
    extension.tamper((method, result) => (method === 'accounts' ? [] : result))
    expect(await adapter.reconnect?.({ connectorId: KEY, network: polkadot })).toBeUndefined()
    extension.tamper((method, result) => (method === 'accounts' ? [{ address: 'nope' }] : result))
    expect(isPorticoError(await rejection(adapter.reconnect!({ connectorId: KEY, network: polkadot })), 'POLKADOT_INVALID_EXTENSION_RESPONSE')).toBe(true)
  })
})
