/** SPEC §9: in the restricted time zones the descriptor offers no wallet-feature entry; elsewhere it does. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onramp } from 'portico/plugins/onramp'
import { inRestrictedTimezone, RESTRICTED_TIMEZONES } from '../../../../plugins/onramp/restricted'

function inZone(timeZone: string) {
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as Intl.DateTimeFormat)
}

afterEach(() => vi.restoreAllMocks())

describe('onramp descriptor', () => {
  it('offers Buy as a wallet feature, loaded on first use under the onramp flag', () => {
    inZone('Europe/Berlin')
    expect(onramp()).toMatchObject({ name: 'onramp', flag: 'onramp', loadOn: 'first-use', views: ['Onramp'] })
    const [entry, ...rest] = onramp().slots ?? []
    expect(rest).toEqual([])
    expect(entry).toMatchObject({ slot: 'wallet-feature', id: 'onramp', label: 'Buy', view: 'Onramp' })
    // SPEC §9: the onramp chains are eip155 and solana.
    const on = (activeNamespace: string) => entry?.visible?.({ activeNamespace } as never, {})
    expect(['eip155', 'solana', 'polkadot', 'bip122'].map(on)).toEqual([true, true, false, false])
  })

  it.each([...RESTRICTED_TIMEZONES])('leaves the entry out in %s', (zone) => {
    inZone(zone)
    expect(inRestrictedTimezone()).toBe(true)
    expect(onramp().slots).toEqual([])
  })

  it('Asia/Tokyo and Asia/Taipei are not restricted; an unreadable zone is not either', () => {
    inZone('Asia/Tokyo')
    expect(inRestrictedTimezone()).toBe(false)
    inZone('Asia/Taipei')
    expect(inRestrictedTimezone()).toBe(false)
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no zone')
    })
    expect(inRestrictedTimezone()).toBe(false)
  })
})
