// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { hasPageResult, resultUriOf, takePageResult } from '../../../../plugins/socials/result-uri'
import { isPopupProvider } from '../../../../plugins/socials/providers'
import { socials } from 'portico/plugins/socials'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'

afterEach(() => history.replaceState(null, '', '/'))

describe('social login return (SPEC §2 Telegram result_uri)', () => {
  it('SPEC §2: result_uri is read once and removed from the address, other parameters kept', () => {
    history.replaceState(null, '', '/app?tab=2&result_uri=' + encodeURIComponent('http://127.0.0.1:9/oauth/result?code=x'))
    expect(hasPageResult()).toBe(true)
    expect(takePageResult()).toBe('http://127.0.0.1:9/oauth/result?code=x')
    expect(location.search).toBe('?tab=2')
    expect(takePageResult()).toBeUndefined()
  })

  it('SPEC §2: a login popup back on the app (it has an opener) is not a page return: its opener reads it', () => {
    history.replaceState(null, '', '/?result_uri=x')
    const opener = Object.getOwnPropertyDescriptor(window, 'opener')
    Object.defineProperty(window, 'opener', { configurable: true, value: {} })
    try {
      expect(hasPageResult()).toBe(false)
      expect(takePageResult()).toBeUndefined()
      expect(location.search).toBe('?result_uri=x')
    } finally {
      if (opener) Object.defineProperty(window, 'opener', opener)
      else delete (window as { opener?: unknown }).opener
    }
    expect(hasPageResult()).toBe(true)
  })

  it('SPEC §2: a page without result_uri has nothing to take', () => {
    expect(resultUriOf('http://127.0.0.1/?a=1')).toBeUndefined()
    expect(hasPageResult()).toBe(false)
  })

  it('SPEC §2 extra parts load on demand: socials loads at start only for a page return; the embedded wallet declares the connector it restores', () => {
    expect(socials().loadOn).toBe('first-use')
    expect(email().loadOn).toBe('first-use')
    expect(embeddedWallet().loadOn).toBe('first-use')
    history.replaceState(null, '', '/?result_uri=x')
    expect(socials().loadOn).toBe('start')
    expect(email().loadOn).toBe('first-use')
    // The kernel loads it at start when a stored session is of this connector (test/unit/kernel/restores.test.ts).
    expect(embeddedWallet().restores).toEqual(['ID_AUTH'])
  })

  it('SPEC §1: email and socials require the embedded wallet', () => {
    expect(email().requires).toEqual(['embedded-wallet'])
    expect(socials().requires).toEqual(['embedded-wallet'])
    expect(embeddedWallet().name).toBe('embedded-wallet')
  })

  it('SPEC §5: the popup providers are google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) expect(isPopupProvider(provider)).toBe(true)
    expect(isPopupProvider('farcaster')).toBe(false)
    expect(isPopupProvider('telegram')).toBe(false)
  })
})
