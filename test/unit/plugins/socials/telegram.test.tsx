// @vitest-environment happy-dom
/**
 * Telegram login (SPEC §1 "Telegram login is also handled", §2 its full-page
 * return with result_uri): the configured Telegram button starts it, the whole
 * tab goes to the provider's page with the provider remembered, and the return
 * is labelled by the provider that left the page (never a fixed 'telegram').
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthSocialProvider, Kernel } from 'portico/plugin'
import { finishPageLogin, returnAddress, startPageLogin } from '../../../../plugins/socials/page-login'
import { socialsFeature } from '../../../../plugins/socials/feature'
import { isRedirectProvider, type SocialProvider } from '../../../../plugins/socials/providers'
import ConnectSocials from '../../../../plugins/socials/views/ConnectSocials'
import ConnectingSocial from '../../../../plugins/socials/views/ConnectingSocial'

const STAND_IN = 'http://127.0.0.1:9/oauth/telegram?state=s'
const RESULT = 'http://127.0.0.1:9/oauth/result?code=c'

/** The embedded wallet's api as socials sees it, remembering in a plain variable. */
function fakeWallet(remembered?: AuthSocialProvider) {
  let stored = remembered
  return {
    request: vi.fn(async (name: string) => {
      if (name === 'GET_SOCIAL_REDIRECT_URI') return { uri: STAND_IN }
      if (name === 'CONNECT_SOCIAL') return { address: '0x1', chainId: 1, userName: 'dev-user' }
      throw new Error(`unexpected ${name}`)
    }),
    rememberRedirect: vi.fn((provider: AuthSocialProvider) => void (stored = provider)),
    takeRedirect: vi.fn(() => {
      const provider = stored
      stored = undefined
      return provider
    }),
    finishLogin: vi.fn(async () => ({ address: '0x1', chainId: 1 })),
    remembered: () => stored,
  }
}

function fakeKernel(wallet: ReturnType<typeof fakeWallet>, providers: readonly SocialProvider[] = ['google', 'telegram']) {
  const popups = { open: vi.fn(() => null), current: vi.fn(() => null), release: vi.fn() }
  const handles: Record<string, { api: unknown }> = { 'embedded-wallet': { api: wallet }, socials: { api: { popups, providers } } }
  const kernel = {
    plugin: (name: string) => handles[name],
    router: { push: vi.fn(), close: vi.fn() },
    bus: { emit: vi.fn() },
    toast: { showAlert: vi.fn() },
  } as unknown as Kernel & { router: { push: ReturnType<typeof vi.fn> }; bus: { emit: ReturnType<typeof vi.fn> } }
  return { kernel, popups }
}

afterEach(() => {
  cleanup()
  history.replaceState(null, '', '/')
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('Telegram login (SPEC §1, §2)', () => {
  it('SPEC §1: a listed Telegram gets its button, in config order; it starts ConnectingSocial without a popup', () => {
    const wallet = fakeWallet()
    const { kernel, popups } = fakeKernel(wallet, ['telegram', 'google', 'farcaster'])
    render(createElement(ConnectSocials, { kernel }))
    // Each button's text is its initial (the placeholder image) then its label.
    // Each with its brand mark (an SVG), no initial letter.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Telegram', 'Google', 'Farcaster'])
    expect(screen.getAllByRole('button').every((button) => button.querySelector('svg'))).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Telegram' }))
    expect(kernel.router.push).toHaveBeenCalledWith('ConnectingSocial', { provider: 'telegram' })
    expect(popups.open).not.toHaveBeenCalled()
    // A popup provider still opens its window in the click.
    fireEvent.click(screen.getByRole('button', { name: 'Google' }))
    expect(popups.open).toHaveBeenCalledTimes(1)
    expect(isRedirectProvider('telegram')).toBe(true)
    expect(isRedirectProvider('farcaster')).toBe(false)
  })

  it('SPEC §2: ConnectingSocial for Telegram asks the frame for its page, remembers telegram, then the whole tab goes there', async () => {
    history.replaceState(null, '', '/shop?tab=1#top')
    const assign = vi.fn()
    vi.spyOn(location, 'assign').mockImplementation(assign)
    const wallet = fakeWallet()
    const { kernel } = fakeKernel(wallet)
    render(createElement(ConnectingSocial, { kernel, data: { provider: 'telegram' } }))
    expect(screen.getByText('Taking you to Telegram')).toBeTruthy()
    expect(ConnectingSocial.title({ provider: 'telegram' })).toBe('Sign in with Telegram')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(STAND_IN))
    expect(wallet.request).toHaveBeenCalledWith('GET_SOCIAL_REDIRECT_URI', { provider: 'telegram', redirectUri: `${location.origin}/shop?tab=1` })
    expect(wallet.remembered()).toBe('telegram')
    expect(wallet.rememberRedirect.mock.invocationCallOrder[0]).toBeLessThan(assign.mock.invocationCallOrder[0]!)
  })

  it("SPEC §2 inside Telegram's in-app browser: Google takes the whole tab too, remembered as google (no popup)", async () => {
    vi.stubGlobal('TelegramWebviewProxy', { postEvent: () => undefined })
    const assign = vi.fn()
    vi.spyOn(location, 'assign').mockImplementation(assign)
    const wallet = fakeWallet()
    const { kernel, popups } = fakeKernel(wallet)
    render(createElement(ConnectSocials, { kernel }))
    fireEvent.click(screen.getByRole('button', { name: 'Google' }))
    expect(popups.open).not.toHaveBeenCalled()
    expect(kernel.router.push).toHaveBeenCalledWith('ConnectingSocial', { provider: 'google' })
    cleanup()
    render(createElement(ConnectingSocial, { kernel, data: { provider: 'google' } }))
    expect(screen.getByText('Taking you to Google')).toBeTruthy()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(STAND_IN))
    expect(wallet.request).toHaveBeenCalledWith('GET_SOCIAL_REDIRECT_URI', { provider: 'google', redirectUri: `${location.origin}/` })
    expect(wallet.remembered()).toBe('google')
  })

  it('SPEC §2: the page comes back to itself without a stale result or fragment; a person who went back stays', async () => {
    expect(returnAddress('http://app.test/a?x=1&result_uri=old#h')).toBe('http://app.test/a?x=1')
    const wallet = fakeWallet()
    const { kernel } = fakeKernel(wallet)
    const navigate = vi.fn()
    const abort = new AbortController()
    const started = startPageLogin(kernel, 'telegram', { signal: abort.signal, navigate })
    abort.abort()
    await started
    expect(navigate).not.toHaveBeenCalled()
    expect(wallet.remembered()).toBeUndefined()
  })

  it('SPEC §2: a full-page return is labelled by the provider that left the page, read once', async () => {
    for (const provider of ['telegram', 'google'] as const) {
      const wallet = fakeWallet(provider)
      const { kernel } = fakeKernel(wallet)
      await finishPageLogin(kernel, RESULT)
      expect(wallet.request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: RESULT })
      expect(wallet.finishLogin).toHaveBeenCalledWith({ provider, userName: 'dev-user' })
      expect(wallet.remembered()).toBeUndefined()
    }
  })

  it('SPEC §2: a return this app did not start (nothing remembered) is not connected, and not labelled telegram', async () => {
    const wallet = fakeWallet()
    const { kernel } = fakeKernel(wallet)
    expect(await finishPageLogin(kernel, RESULT)).toBeUndefined()
    expect(wallet.request).not.toHaveBeenCalled()
    expect(wallet.finishLogin).not.toHaveBeenCalled()
  })

  it('SPEC §2: at start the plugin reads result_uri, removes it from the address and connects as the remembered provider', async () => {
    history.replaceState(null, '', `/?tab=1&result_uri=${encodeURIComponent(RESULT)}`)
    const wallet = fakeWallet('google')
    const { kernel } = fakeKernel(wallet)
    socialsFeature(['google', 'telegram']).setup?.(kernel as never, { actions: { setSocialWindow: vi.fn() } } as never)
    expect(location.search).toBe('?tab=1')
    await vi.waitFor(() => expect(wallet.finishLogin).toHaveBeenCalledWith({ provider: 'google', userName: 'dev-user' }))
    expect(kernel.bus.emit).not.toHaveBeenCalled()
  })
})
