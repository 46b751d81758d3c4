import { describe, expect, it } from 'vitest'
import { CONFIG_KEYS } from '../../../kernel/config'
import type { PorticoConfig } from '../../../kernel/config'
import { configSchema, validateConfig } from '../../../kernel/config-schema'
import { PorticoError } from '../../../kernel/errors'
import { base, mainnet } from '../../../kernel/networks'

const minimal = (extra: Partial<PorticoConfig> = {}): PorticoConfig => ({ projectId: 'p', networks: [mainnet, base], ...extra })

describe('kernel/config-schema', () => {
  it('SPEC §1: the known top-level keys of the light resolution are exactly the schema keys', () => {
    expect([...CONFIG_KEYS].sort()).toEqual(Object.keys(configSchema.shape).sort())
  })

  it('SPEC §5: a valid config passes', () => {
    expect(() => validateConfig(minimal({ themeMode: 'light', socials: ['telegram'], features: { mine: true } }))).not.toThrow()
  })

  it('SPEC §5: invalid input throws INVALID_CONFIG naming the problem', () => {
    expect(() => validateConfig(minimal({ themeMode: 'blue' as 'dark' }))).toThrow(PorticoError)
    expect(() => validateConfig(minimal({ themeMode: 'blue' as 'dark' }))).toThrow(/Invalid Portico config: .*themeMode/s)
    expect(() => validateConfig(minimal({ services: { registryUrl: 'not a url' } }))).toThrow(/registryUrl/)
    expect(() => validateConfig(minimal({ networks: [{ ...mainnet, caipNetworkId: 'nope' as never }] }))).toThrowError(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    )
  })
})
