// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { hasPageResult, resultUriOf, takePageResult } from '../../../../plugins/socials/result-uri'
import { isPopupProvider } from '../../../../plugins/socials/providers'
import { socials } from '../../../../plugins/socials'
import { email } from '../../../../plugins/email'

afterEach(() => history.replaceState(null, '', '/'))

describe('social login return (SPEC §2 Telegram result_uri)', () => {
  it('SPEC §2: result_uri is read once and removed from the address, other parameters kept', () => {
    history.replaceState(null, '', '/app?tab=2&result_uri=' + encodeURIComponent('http://127.0.0.1:9/oauth/result?code=x'))
    expect(hasPageResult()).toBe(true)
    expect(takePageResult()).toBe('http://127.0.0.1:9/oauth/result?code=x')
    expect(location.search).toBe('?tab=2')
    expect(takePageResult()).toBeUndefined()
  })

  it('SPEC §2: a page without result_uri has nothing to take', () => {
    expect(resultUriOf('http://127.0.0.1/?a=1')).toBeUndefined()
    expect(hasPageResult()).toBe(false)
  })

  it('SPEC §2 extra parts load on demand: the descriptors load at start only for a page return or a stored session', () => {
    expect(socials().loadOn).toBe('first-use')
    expect(email().loadOn).toBe('first-use')
    history.replaceState(null, '', '/?result_uri=x')
    expect(socials().loadOn).toBe('start')
    localStorage.setItem('@appkit/eip155:connected_connector_id', 'ID_AUTH')
    expect(email().loadOn).toBe('start')
    localStorage.clear()
  })

  it('SPEC §5: the popup providers are google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) expect(isPopupProvider(provider)).toBe(true)
    expect(isPopupProvider('farcaster')).toBe(false)
    expect(isPopupProvider('telegram')).toBe(false)
  })
})
