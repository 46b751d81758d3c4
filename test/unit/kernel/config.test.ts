import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SERVICES, resolveConfig } from '../../../kernel/config'
import { connectMethodOrder, walletsCollapsed } from '../../../kernel/ui/method-order'
import type { PorticoConfig } from '../../../kernel/config'
import { PorticoError } from '../../../kernel/errors'
import { base, mainnet, sepolia, solana, tron } from 'portico/networks'
import { slotEntries } from '../../../kernel/ui/slots'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { history } from 'portico/plugins/history'
import { names } from 'portico/plugins/names'
import { onramp } from 'portico/plugins/onramp'
import { receive } from 'portico/plugins/receive'
import { send } from 'portico/plugins/send'
import { siwx } from 'portico/plugins/siwx'
import { socials } from 'portico/plugins/socials'
import { swaps } from 'portico/plugins/swaps'
import { walletconnect } from 'portico/plugins/walletconnect'

const minimal = (extra: Partial<PorticoConfig> = {}): PorticoConfig => ({ projectId: 'p', networks: [mainnet, base], ...extra })
/** Every first-party plugin, in an order unlike the spec's, as an app may list them. */
const firstParty = () => [send(), receive(), swaps(), onramp(), history(), names(), embeddedWallet(), email(), socials(), walletconnect(), siwx()]

describe('kernel/config', () => {
  afterEach(() => vi.restoreAllMocks())

  it('SPEC §1: default features (the kernel\'s and the first-party plugins\' declared ones), wallet feature order and SDK version', () => {
    const { config, alerts } = resolveConfig(minimal({ plugins: firstParty() }))
    expect(config.features).toEqual({
      swaps: true, onramp: true, receive: true, send: true, email: true, emailShowWallets: true, history: true,
      analytics: true, allWallets: true, legalCheckbox: false, collapseWallets: false, socials: true, smartSessions: false,
    })
    expect(slotEntries(config, 'wallet-feature').map((entry) => entry.id)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(slotEntries(config, 'connect-method').map((entry) => entry.id)).toEqual(['email', 'social'])
    expect(config.sdkVersion).toBe('2.16.5')
    expect(config.sdkType).toBe('portico')
    expect(config.services).toEqual(DEFAULT_SERVICES)
    expect(config.defaultNetwork).toEqual(config.networks[0])
    expect(alerts).toEqual([])
    // Without plugins, the kernel's own flags only.
    expect(resolveConfig(minimal()).config.features).toEqual({ analytics: true, allWallets: true, legalCheckbox: false, collapseWallets: false })
  })

  it('SPEC §1: a configured wallet feature order wins; features it leaves out follow in rank order', () => {
    const { config } = resolveConfig(minimal({ plugins: firstParty(), walletFeaturesOrder: ['send', 'swaps'] }))
    expect(slotEntries(config, 'wallet-feature', config.walletFeaturesOrder).map((entry) => entry.id)).toEqual(['send', 'swaps', 'onramp', 'receive'])
  })

  it('SPEC §6: default account types per namespace, overridable', () => {
    const { config } = resolveConfig(minimal({ defaultAccountTypes: { eip155: 'eoa' } }))
    expect(config.defaultAccountTypes).toEqual({ bip122: 'payment', eip155: 'eoa', polkadot: 'eoa', solana: 'eoa' })
  })

  it('SPEC §1: features merge over the defaults; the socials plugin offers its providers, none turns it off; telegram is accepted', () => {
    const { config } = resolveConfig(minimal({ plugins: firstParty(), features: { swaps: false } }))
    expect(config.features.swaps).toBe(false)
    expect(config.features.onramp).toBe(true)
    expect(resolveConfig(minimal({ plugins: [socials({ providers: [] })] })).config.features.socials).toBe(false)
    expect(resolveConfig(minimal({ plugins: [socials({ providers: ['telegram'] })] })).config.features.socials).toBe(true)
    expect(() => resolveConfig(minimal({ plugins: [socials({ providers: ['google', 'myspace' as 'google'] })] }))).toThrowError(
      expect.objectContaining({ code: 'INVALID_CONFIG', message: 'Invalid Portico config: plugins[0] (socials): providers: unknown myspace' }),
    )
  })

  it("SPEC §7: a network naming no RPC URL, and the default network, read through the Blockchain API's RPC service by chain id and project id", () => {
    const service = (caipNetworkId: string, projectId = 'p1', host = 'https://rpc.walletconnect.org') => `${host}/v1?chainId=${caipNetworkId}&projectId=${projectId}`
    const own = { ...sepolia, rpcUrls: { default: { http: ['https://rpc.example/sepolia'] } } }
    const socketOnly = { ...base, rpcUrls: { default: { http: [], webSocket: ['wss://rpc.example/base'] } } }
    const { config } = resolveConfig({ projectId: 'p1', networks: [mainnet, own, tron, solana, socketOnly], defaultNetwork: base })
    expect(config.networks.map((network) => network.rpcUrls)).toEqual([
      { default: { http: [service('eip155:1')] } },
      { default: { http: ['https://rpc.example/sepolia'] } },
      { default: { http: ['https://api.trongrid.io/jsonrpc'] } },
      { default: { http: [service(solana.caipNetworkId)] } },
      { default: { http: [service('eip155:8453')], webSocket: ['wss://rpc.example/base'] } },
    ])
    // A network with its own URL is kept as it is; the rest of a filled one is untouched, and the app's objects are not changed.
    expect(config.networks[1]).toBe(own)
    expect(config.networks[0]).toEqual({ ...mainnet, rpcUrls: { default: { http: [service('eip155:1')] } } })
    expect(mainnet.rpcUrls.default.http).toEqual([])
    expect(config.defaultNetwork).toEqual({ ...base, rpcUrls: { default: { http: [service('eip155:8453')] } } })

    // The app's blockchainApiUrl (a trailing slash or not) and project id; the default network defaults to the first.
    const custom = resolveConfig({ projectId: 'p2', networks: [base], services: { blockchainApiUrl: 'http://127.0.0.1:8787/' } }).config
    expect(custom.networks[0]?.rpcUrls.default.http).toEqual([service('eip155:8453', 'p2', 'http://127.0.0.1:8787')])
    expect(custom.defaultNetwork).toEqual(custom.networks[0])
    // Without a project id the URL still names the chain (the service refuses it; PROJECT_ID_NOT_CONFIGURED says why).
    expect(resolveConfig({ networks: [base] }).config.networks[0]?.rpcUrls.default.http).toEqual([service('eip155:8453', '')])
  })

  it('SPEC §5/§8: a missing project id is an alert, not a throw', () => {
    const { alerts, config } = resolveConfig({ networks: [mainnet] })
    expect(config.projectId).toBeUndefined()
    expect(alerts.map((alert) => alert.code)).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
  })

  it('SPEC §5: siweConfig and siwx cannot both be set (the siwx plugin refuses its options)', () => {
    expect(() => resolveConfig(minimal({ plugins: [siwx({ siweConfig: {}, siwx: {} })] }))).toThrowError(
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

  it('SPEC §1: a flag no configured plugin declares is refused with INVALID_CONFIG, naming it and the known ones', () => {
    expect(() => resolveConfig(minimal({ plugins: [swaps()], features: { swap: true } }))).toThrowError(
      expect.objectContaining({
        code: 'INVALID_CONFIG',
        message: 'Invalid Portico config: features: unknown flag "swap"; the known flags are "analytics", "allWallets", "legalCheckbox", "collapseWallets", "swaps"',
      }),
    )
    // A first-party flag whose plugin is not configured gates nothing either.
    expect(() => resolveConfig(minimal({ features: { onramp: false } }))).toThrow(/unknown flag "onramp"/)
    // smartSessions is the siwx plugin's (its sessions list): set without it, it would change nothing.
    expect(() => resolveConfig(minimal({ features: { smartSessions: true } } as never))).toThrow(/unknown flag "smartSessions"/)
    expect(resolveConfig(minimal({ plugins: [siwx()], features: { smartSessions: true } })).config.features.smartSessions).toBe(true)
  })

  it('SPEC §1: a plugin declares its flag, on by default, or off by its declared default; the config overrides both', () => {
    const mine = { name: 'mine', flag: 'mine', load: async () => ({}) }
    const quiet = { name: 'quiet', flag: 'quiet', flags: { quiet: false, quietLogs: true }, load: async () => ({}) }
    expect(resolveConfig(minimal({ plugins: [mine, quiet] })).config.features).toMatchObject({ mine: true, quiet: false, quietLogs: true })
    const { config } = resolveConfig(minimal({ plugins: [mine, quiet], features: { mine: false, quiet: true } }))
    expect(config.features).toMatchObject({ mine: false, quiet: true })
  })

  it('SPEC §1/§2: an order naming an id no configured plugin declares is refused, naming the known ids', () => {
    expect(() => resolveConfig(minimal({ plugins: [send()], walletFeaturesOrder: ['send', 'swap'] }))).toThrow(
      'Invalid Portico config: walletFeaturesOrder: unknown "swap"; the known ids are "send"',
    )
    expect(() => resolveConfig(minimal({ plugins: [email()], connectMethodsOrder: ['email', 'passkey'] }))).toThrow(
      'Invalid Portico config: connectMethodsOrder: unknown "passkey"; the known ids are "wallet", "email"',
    )
  })

  it('SPEC §2: connect-method order defaults, wallets-first when wallets are shown, configured order wins', () => {
    const methods = [{ id: 'email', rank: 1 }, { id: 'social', rank: 2 }]
    expect(connectMethodOrder({}, methods, { hasShownWallets: false })).toEqual(['email', 'social', 'wallet'])
    expect(connectMethodOrder({}, methods, { hasShownWallets: true })).toEqual(['wallet', 'email', 'social'])
    // A third party's method without a rank comes after the wallets.
    expect(connectMethodOrder({}, [...methods, { id: 'passkey' }], { hasShownWallets: false })).toEqual(['email', 'social', 'wallet', 'passkey'])
    expect(connectMethodOrder({ connectMethodsOrder: ['social', 'wallet', 'email'] }, methods, { hasShownWallets: true })).toEqual([
      'social', 'wallet', 'email',
    ])
    // Methods the configured order leaves out follow it; the wallets show only when listed.
    expect(connectMethodOrder({ connectMethodsOrder: ['social'] }, methods, { hasShownWallets: true })).toEqual(['social', 'email'])
  })

  it('issue 28: the legal links pass through; legalCheckbox without either raises the LEGAL_URLS_NOT_CONFIGURED alert (nothing to gate)', () => {
    const terms = 'https://example.com/terms'
    const privacy = 'https://example.com/privacy'
    const linked = resolveConfig(minimal({ features: { legalCheckbox: true }, termsConditionsUrl: terms, privacyPolicyUrl: privacy }))
    expect(linked.config).toMatchObject({ termsConditionsUrl: terms, privacyPolicyUrl: privacy })
    expect(linked.alerts).toEqual([])
    expect(resolveConfig(minimal({ features: { legalCheckbox: true }, privacyPolicyUrl: privacy })).alerts).toEqual([])
    expect(resolveConfig(minimal({ termsConditionsUrl: terms })).alerts).toEqual([])

    const unlinked = resolveConfig(minimal({ features: { legalCheckbox: true } }))
    expect(unlinked.alerts).toEqual([{ code: 'LEGAL_URLS_NOT_CONFIGURED', title: 'Legal Links Not Configured' }])
    expect(unlinked.config.termsConditionsUrl).toBeUndefined()
    expect(unlinked.config.privacyPolicyUrl).toBeUndefined()
    // Empty strings link nothing either; the project id alert keeps its place first.
    expect(resolveConfig({ networks: [mainnet], features: { legalCheckbox: true }, termsConditionsUrl: '' }).alerts.map((alert) => alert.code)).toEqual([
      'PROJECT_ID_NOT_CONFIGURED',
      'LEGAL_URLS_NOT_CONFIGURED',
    ])
    // The flag off: no alert, with or without links.
    expect(resolveConfig(minimal()).alerts).toEqual([])
  })

  it('issue 28: walletsCollapsed, the one rule for collapseWallets and a method\'s own wallets flag (email\'s emailShowWallets)', () => {
    const methodsOf = (config: ReturnType<typeof resolveConfig>['config']) => slotEntries(config, 'connect-method')
    const collapsed = (extra: Partial<PorticoConfig>) => {
      const { config } = resolveConfig(minimal(extra))
      return walletsCollapsed(config, methodsOf(config))
    }
    const plugins = [embeddedWallet(), email(), socials()]
    // Defaults: nothing collapses.
    expect(collapsed({ plugins })).toBe(false)
    // collapseWallets with another method on the first screen.
    expect(collapsed({ plugins, features: { collapseWallets: true } })).toBe(true)
    expect(collapsed({ plugins, features: { collapseWallets: true, email: false } })).toBe(true)
    // collapseWallets with no other method: nothing to collapse into.
    expect(collapsed({ features: { collapseWallets: true } })).toBe(false)
    expect(collapsed({ plugins, features: { collapseWallets: true, email: false, socials: false } })).toBe(false)
    expect(collapsed({ plugins: [walletconnect()], features: { collapseWallets: true } })).toBe(false)
    // emailShowWallets off collapses while Email is offered, and only then.
    expect(collapsed({ plugins, features: { emailShowWallets: false } })).toBe(true)
    expect(collapsed({ plugins: [embeddedWallet(), email()], features: { emailShowWallets: false } })).toBe(true)
    expect(collapsed({ plugins, features: { emailShowWallets: false, email: false } })).toBe(false)
    expect(collapsed({ plugins, features: { emailShowWallets: true } })).toBe(false)
    // The rule reads the methods' declarations, not a plugin's name.
    const features = { collapseWallets: false, mine: false } as unknown as Parameters<typeof walletsCollapsed>[0]['features']
    expect(walletsCollapsed({ features }, [{ showWallets: 'mine' }])).toBe(true)
    expect(walletsCollapsed({ features }, [{}, { showWallets: undefined }])).toBe(false)
    expect(walletsCollapsed({ features }, [])).toBe(false)
  })
})
