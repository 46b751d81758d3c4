import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SERVICES, connectMethodOrder, featureFlags, resolveConfig } from '../../../kernel/config'
import type { PorticoConfig } from '../../../kernel/config'
import { PorticoError } from '../../../kernel/errors'
import { base, mainnet } from '../../../kernel/networks'

const minimal = (extra: Partial<PorticoConfig> = {}): PorticoConfig => ({ projectId: 'p', networks: [mainnet, base], ...extra })

describe('kernel/config', () => {
  afterEach(() => vi.restoreAllMocks())

  it('SPEC §1: default features, socials, wallet feature order and SDK version', () => {
    const { config, alerts, warnings } = resolveConfig(minimal())
    expect(config.features).toEqual({
      swaps: true, onramp: true, receive: true, send: true, email: true, emailShowWallets: true, history: true,
      analytics: true, allWallets: true, legalCheckbox: false, smartSessions: false, collapseWallets: false,
    })
    expect(config.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(config.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(config.sdkVersion).toBe('2.16.5')
    expect(config.sdkType).toBe('portico')
    expect(config.services).toEqual(DEFAULT_SERVICES)
    expect(config.defaultNetwork).toBe(mainnet)
    expect(alerts).toEqual([])
    expect(warnings).toEqual([])
  })

  it('SPEC §6: default account types per namespace, overridable', () => {
    const { config } = resolveConfig(minimal({ defaultAccountTypes: { eip155: 'eoa' } }))
    expect(config.defaultAccountTypes).toEqual({ bip122: 'payment', eip155: 'eoa', polkadot: 'eoa', solana: 'eoa' })
  })

  it('SPEC §1: features merge over the defaults; socials false means none; telegram is accepted', () => {
    const { config } = resolveConfig(minimal({ features: { swaps: false }, socials: false }))
    expect(config.features.swaps).toBe(false)
    expect(config.features.onramp).toBe(true)
    expect(config.socials).toEqual([])
    expect(featureFlags(config).socials).toBe(false)
    expect(resolveConfig(minimal({ socials: ['telegram'] })).config.socials).toEqual(['telegram'])
  })

  it('SPEC §5/§8: a missing project id is an alert, not a throw', () => {
    const { alerts, config } = resolveConfig({ networks: [mainnet] })
    expect(config.projectId).toBeUndefined()
    expect(alerts.map((alert) => alert.code)).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
  })

  it('SPEC §5: siweConfig and siwx cannot both be set', () => {
    expect(() => resolveConfig(minimal({ siweConfig: {}, siwx: {} }))).toThrowError(
      expect.objectContaining({ code: 'SIWE_AND_SIWX', message: 'siweConfig and siwx cannot both be set' }),
    )
  })

  it('SPEC §5: what createModal cannot start with throws INVALID_CONFIG at once, naming the problem', () => {
    expect(() => resolveConfig({ projectId: 'p', networks: [] })).toThrow(PorticoError)
    expect(() => resolveConfig({ projectId: 'p', networks: [] })).toThrow('Invalid Portico config: networks: at least one network is required')
    expect(() => resolveConfig({ projectId: 'p', networks: [null as never] })).toThrow('networks: every network must be an object')
    const adapter = { namespace: 'cosmos', load: async () => ({}) } as never
    expect(() => resolveConfig(minimal({ adapters: [adapter] }))).toThrow(
      'adapters[0]: an adapter needs a known namespace and a load() function',
    )
    expect(() => resolveConfig(minimal({ plugins: [{ name: 'x' } as never] }))).toThrowError(
      expect.objectContaining({ code: 'INVALID_CONFIG', message: 'Invalid Portico config: plugins[0]: a plugin needs a name and a load() function' }),
    )
  })

  it('SPEC §5: deeper problems are left to the runtime validation, not the light resolution', () => {
    expect(() => resolveConfig(minimal({ themeMode: 'blue' as 'dark' }))).not.toThrow()
  })

  it('SPEC §1: unknown keys and flags are reported once, not silently ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const input = { ...minimal(), theme: 'dark', features: { swap: true } } as PorticoConfig
    const { warnings } = resolveConfig(input)
    expect(warnings).toEqual(['unknown config key "theme" is ignored', 'unknown feature flag "swap" gates no configured plugin'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('SPEC §1: a feature flag declared by a configured plugin is not unknown', () => {
    const plugin = { name: 'mine', flag: 'mine', load: async () => ({}) }
    const { warnings, config } = resolveConfig(minimal({ plugins: [plugin], features: { mine: true } }))
    expect(warnings).toEqual([])
    expect(config.features.mine).toBe(true)
  })

  it('SPEC §2: connect-method order defaults, wallets-first when wallets are shown, configured order wins', () => {
    expect(connectMethodOrder({}, { hasShownWallets: false })).toEqual(['email', 'social', 'wallet'])
    expect(connectMethodOrder({}, { hasShownWallets: true })).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder({ connectMethodsOrder: ['social', 'wallet', 'email'] }, { hasShownWallets: true })).toEqual([
      'social', 'wallet', 'email',
    ])
  })
})
