/** SPEC §9: activity is for eip155 and solana accounts; the Activity tab applies there only (and so asks the route there only). */
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../../kernel/config'
import { bitcoin, mainnet, polkadot, solana } from 'portico/networks'
import { initialKernelState } from '../../../../kernel/store'
import type { Namespace } from 'portico'
import { slotApplies, slotEntries } from '../../../../kernel/ui/slots'
import { history } from 'portico/plugins/history'

describe('history descriptor', () => {
  it.each([
    ['eip155', true],
    ['solana', true],
    ['polkadot', false],
    ['bip122', false],
  ] as const)('SPEC §9: the Activity tab applies on %s: %s', (namespace: Namespace, applies) => {
    const { config } = resolveConfig({ projectId: 'p', networks: [mainnet, solana, polkadot, bitcoin], plugins: [history()] })
    const state = { ...initialKernelState(config), activeNamespace: namespace }
    const [tab] = slotEntries(config, 'account-tab')
    expect(tab?.id).toBe('activity')
    expect(slotApplies(tab!, state, config)).toBe(applies)
  })
})
