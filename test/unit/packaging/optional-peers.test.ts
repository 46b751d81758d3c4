/**
 * Chain SDKs are optional peers (package.json): an app installs the ones of the adapters and plugins it
 * configures. Without one, the adapter or plugin fails where it first imports it with a PorticoError of
 * its own message group naming the package to install; any other failed import (a chunk download) is
 * left as it was. Here a missing package is a module whose import throws Node's error; the packaging
 * test (test/integration/package.test.ts) proves the same with the packed tarball and real resolution.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bitcoin, bitcoinTestnet, mainnet } from 'portico/networks'
import type { Kernel } from 'portico'

/** What Node throws for a package that is not installed. */
const notFound = (name: string) =>
  Object.assign(new Error(`Cannot find package '${name}' imported from /app/node_modules/portico/dist/chunks/adapter.js`), { code: 'ERR_MODULE_NOT_FOUND' })

function uninstall(name: string) {
  vi.doMock(name, () => {
    throw notFound(name)
  })
}

const rejection = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a rejection'), (error: unknown) => error)

const missing = (code: string, name: string) => ({
  name: 'PorticoError',
  code,
  message: expect.stringContaining(`needs the package ${name}, which is not installed: npm install ${name}`),
  details: { package: name },
  cause: expect.anything(),
})

beforeEach(() => {
  vi.resetModules()
})

const PACKAGES = ['@wallet-standard/app', '@solana/kit', '@polkadot/extension-dapp', 'bitcoin-address-validation', '@sats-connect/core', '@walletconnect/universal-provider']

afterEach(() => {
  PACKAGES.forEach((name) => vi.doUnmock(name))
  vi.unstubAllGlobals()
})

describe('an adapter configured without its package fails at start, naming it', () => {
  it('solana(): @wallet-standard/app', async () => {
    uninstall('@wallet-standard/app')
    const { solana } = await import('portico/adapters/solana')
    expect(await rejection(solana().load())).toMatchObject(missing('SOLANA_PACKAGE_MISSING', '@wallet-standard/app'))
  })

  it('solana(): @solana/kit where the first transaction is built (it loads then, not at start)', async () => {
    uninstall('@solana/kit')
    const { solana } = await import('portico/adapters/solana')
    await expect(solana().load()).resolves.toBeDefined()
    const { transferTransaction } = await import('../../../adapters/solana/transfers')
    const blockhash = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
    const rpc = { getLatestBlockhash: async () => blockhash } as unknown as Parameters<typeof transferTransaction>[0]
    const [from, to] = ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV']
    expect(await rejection(transferTransaction(rpc, { from, to, amount: 1n }))).toMatchObject(missing('SOLANA_PACKAGE_MISSING', '@solana/kit'))
  })

  it('polkadot(): @polkadot/extension-dapp', async () => {
    uninstall('@polkadot/extension-dapp')
    const { polkadot } = await import('portico/adapters/polkadot')
    expect(await rejection(polkadot().load())).toMatchObject(missing('POLKADOT_PACKAGE_MISSING', '@polkadot/extension-dapp'))
  })

  it('bip122(): bitcoin-address-validation at start; @sats-connect/core at the first wallet request, where it loads', async () => {
    uninstall('bitcoin-address-validation')
    const { bip122 } = await import('portico/adapters/bip122')
    expect(await rejection(bip122().load())).toMatchObject(missing('BIP122_PACKAGE_MISSING', 'bitcoin-address-validation'))

    vi.doUnmock('bitcoin-address-validation')
    vi.resetModules()
    uninstall('@sats-connect/core')
    const { installProviderHost, BITCOIN_PROVIDER_ID } = await import('../adapters/bip122/provider-host')
    installProviderHost()
    const { create } = await (await import('portico/adapters/bip122')).bip122().load()
    const adapter = await create({ config: { networks: [mainnet, bitcoin, bitcoinTestnet] } } as unknown as Kernel)
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([BITCOIN_PROVIDER_ID]) // listing needs no SDK
    expect(await rejection(adapter.connect({ connectorId: BITCOIN_PROVIDER_ID, network: bitcoinTestnet }))).toMatchObject(
      missing('BIP122_PACKAGE_MISSING', '@sats-connect/core'),
    )
  })
})

describe('the WalletConnect plugin without its SDK', () => {
  it('fails where the SDK loads (the first pick or a restore), naming @walletconnect/universal-provider', async () => {
    uninstall('@walletconnect/universal-provider')
    const { createController } = await import('../../../plugins/walletconnect/controller')
    const state = { getState: () => ({}), setState: () => undefined }
    const controller = createController({ kernel: { config: { networks: [mainnet], debug: false } } as unknown as Kernel, state: state as never })
    expect(await rejection(controller.provider())).toMatchObject(missing('WC_PACKAGE_MISSING', '@walletconnect/universal-provider'))
  })
})

describe('which failures name a package', () => {
  it('the texts of Node, Chromium, Firefox, Safari and webpack, or a loader that wraps them; nothing else', async () => {
    const { packageMissing } = await import('../../../adapters/solana/messages')
    const name = '@wallet-standard/app'
    const texts = [
      notFound(name).message,
      `Failed to resolve module specifier "${name}". Relative references must start with either "/", "./", or "../".`,
      `The specifier “${name}” was a bare specifier, but was not remapped to anything.`,
      `Module name, '${name}' does not resolve to a valid URL.`,
      `Cannot find module '${name}'`,
    ]
    for (const text of texts) expect(packageMissing(new TypeError(text))).toMatchObject({ code: 'SOLANA_PACKAGE_MISSING' })
    expect(packageMissing(new Error('[loader] failed', { cause: notFound(name) }))).toMatchObject({ code: 'SOLANA_PACKAGE_MISSING' })

    const download = new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/adapter-1a2b.js')
    expect(packageMissing(download)).toBe(download)
    expect(packageMissing('offline')).toBe('offline')
    const other = notFound('@wallet-standard/app-extra') // another package whose name starts with it
    expect(packageMissing(other)).toBe(other)
  })
})
