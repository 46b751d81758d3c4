import { describe, expect, it, vi } from 'vitest'
import type { PorticoConfig } from '../../../kernel/config'
import { configSchema, validateConfig } from '../../../kernel/config-schema'
import { PorticoError } from '../../../kernel/errors'
import { base, mainnet } from 'portico/networks'

const minimal = (extra: Partial<PorticoConfig> = {}): PorticoConfig => ({ projectId: 'p', networks: [mainnet, base], ...extra })

describe('kernel/config-schema', () => {
  it('unknown keys are reported once with console.warn and returned; known keys are not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(validateConfig({ ...minimal({ themeMode: 'light' }), theme: 'dark', relayUrl: 'wss://x' } as PorticoConfig)).toEqual(['theme', 'relayUrl'])
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toBe('[portico] unknown config keys are ignored: theme, relayUrl')
      warn.mockClear()
      expect(validateConfig(minimal({ themeMode: 'light', sdkType: 'portico' }))).toEqual([])
      expect(warn).not.toHaveBeenCalled()
      // Every key the schema knows is a key of the config (the compiler checks it both ways: SchemaKeysAreConfigKeys).
      expect(validateConfig({ ...Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, undefined])), ...minimal() })).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })

  it('SPEC §5: a valid config passes', () => {
    expect(() => validateConfig(minimal({ themeMode: 'light', features: { mine: true } }))).not.toThrow()
  })

  it("SPEC §2 theme: themeMode is 'light', 'dark' or 'system'; anything else is INVALID_CONFIG naming the three", () => {
    for (const themeMode of ['light', 'dark', 'system'] as const) expect(validateConfig(minimal({ themeMode }))).toEqual([])
    for (const themeMode of ['System', 'auto', '', 1, null]) {
      expect(() => validateConfig(minimal({ themeMode: themeMode as 'dark' }))).toThrowError(
        expect.objectContaining({ code: 'INVALID_CONFIG', message: 'Invalid Portico config: themeMode: Expected one of: light, dark, system' }),
      )
    }
  })

  it('SPEC §5: invalid input throws INVALID_CONFIG naming the problem', () => {
    expect(() => validateConfig(minimal({ themeMode: 'blue' as 'dark' }))).toThrow(PorticoError)
    expect(() => validateConfig(minimal({ themeMode: 'blue' as 'dark' }))).toThrow(/Invalid Portico config: .*themeMode/s)
    expect(() => validateConfig(minimal({ services: { registryUrl: 'not a url' } }))).toThrow(/registryUrl/)
    expect(() => validateConfig(minimal({ networks: [{ ...mainnet, caipNetworkId: 'nope' as never }] }))).toThrowError(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    )
  })

  it('SPEC §5: each field keeps its rule (ids, decimals, flags, orders, service URLs, account types)', () => {
    const fails = (extra: Record<string, unknown>) => expect(() => validateConfig(minimal(extra as Partial<PorticoConfig>))).toThrow(/Invalid Portico config/)
    const passes = (extra: Record<string, unknown>) => expect(() => validateConfig(minimal(extra as Partial<PorticoConfig>))).not.toThrow()
    fails({ networks: [{ ...mainnet, id: true }] })
    fails({ networks: [{ ...mainnet, nativeCurrency: { ...mainnet.nativeCurrency, decimals: 1.5 } }] })
    fails({ networks: [] })
    passes({ networks: [{ ...mainnet, id: 'one' }] })
    fails({ features: { swaps: 'yes' } })
    passes({ walletFeaturesOrder: ['send'] })
    fails({ walletFeaturesOrder: 'send' })
    fails({ connectMethodsOrder: [1] })
    passes({ services: { secureSiteUrl: 'http://127.0.0.1:9000', blockchainApiUrl: 'http://127.0.0.1:1' } })
    fails({ services: { registryUrl: 'ftp://example.com' } })
    passes({ defaultAccountTypes: { eip155: 'eoa' } })
    fails({ defaultAccountTypes: { cosmos: 'eoa' } })
    fails({ themeVariables: { '--w3m-z-index': '999' } })
  })

  it('issue 28: termsConditionsUrl and privacyPolicyUrl are absolute http(s) URLs, named in the message when not', () => {
    for (const url of ['https://example.com/terms', 'http://127.0.0.1:8080/privacy', 'HTTPS://EXAMPLE.COM/']) {
      expect(() => validateConfig(minimal({ termsConditionsUrl: url, privacyPolicyUrl: url })), url).not.toThrow()
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'wss://example.com', 'ftp://example.com', '/terms', 'example.com/terms', '']) {
      expect(() => validateConfig(minimal({ termsConditionsUrl: url })), url).toThrow(/termsConditionsUrl: Invalid URL/)
      expect(() => validateConfig(minimal({ privacyPolicyUrl: url })), url).toThrow(/privacyPolicyUrl: Invalid URL/)
    }
    expect(() => validateConfig(minimal({ privacyPolicyUrl: 42 as unknown as string }))).toThrow(/privacyPolicyUrl/)
  })

  it('issue 28: customWallets need an id and a name; their image, web app and homepage are http(s) URLs', () => {
    const wallet = { id: 'my-wallet', name: 'My Wallet', image_url: 'https://example.com/w.png', mobile_link: 'mywallet://', desktop_link: 'mywallet-desktop://', webapp_link: 'https://app.example.com', homepage: 'https://example.com' }
    expect(() => validateConfig(minimal({ customWallets: [wallet] }))).not.toThrow()
    expect(() => validateConfig(minimal({ customWallets: [{ ...wallet, id: '' }] }))).toThrow(/customWallets\.0\.id: a custom wallet needs an id/)
    expect(() => validateConfig(minimal({ customWallets: [{ ...wallet, name: '' }] }))).toThrow(/customWallets\.0\.name/)
    expect(() => validateConfig(minimal({ customWallets: [{ ...wallet, image_url: 'javascript:alert(1)' }] }))).toThrow(/customWallets\.0\.image_url: Invalid URL/)
    expect(() => validateConfig(minimal({ customWallets: [{ ...wallet, webapp_link: 'data:text/html,hi' }] }))).toThrow(/customWallets\.0\.webapp_link/)
  })

  it('SPEC §5: the message lists every problem with its path', () => {
    const error = (() => {
      try {
        validateConfig(minimal({ themeMode: 'blue' as 'dark', services: { registryUrl: 'nope' } }))
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toMatch(/^Invalid Portico config: /)
    expect(error?.message).toMatch(/themeMode: /)
    expect(error?.message).toMatch(/services\.registryUrl: Invalid URL/)
  })
})
