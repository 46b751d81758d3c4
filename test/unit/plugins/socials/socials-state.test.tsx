// @vitest-environment happy-dom
/**
 * SPEC §3 account state the socials plugin owns, read from its slice: `socialWindow` while the login popup is
 * open, `farcasterUrl` while the Farcaster QR code shows.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { produce } from '../../../../kernel/drafts'
import type { Kernel } from 'portico/plugin'
import { socialsFeature } from '../../../../plugins/socials/feature'
import type { SocialsActions, SocialsApi, SocialsState } from '../../../../plugins/socials/state'
import ConnectingFarcaster from '../../../../plugins/socials/views/ConnectingFarcaster'

const FARCASTER_URL = 'https://farcaster.xyz/~/siwf?channelToken=abc'

/** The socials plugin as the registry runs it: its slice, its actions over setState, its setup's api. */
function socialsPlugin(wallet: unknown) {
  const feature = socialsFeature(['google', 'farcaster'])
  let state = feature.slice!.initial as SocialsState
  const setState = (recipe: (draft: SocialsState) => SocialsState | void) => void (state = produce(state, recipe as never))
  const getState = () => state
  const actions = feature.slice!.actions!({ getState, setState }, {} as Kernel) as SocialsActions
  const handles: Record<string, unknown> = {}
  const kernel = {
    plugin: (name: string) => handles[name],
    router: { close: vi.fn() },
    bus: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    toast: { showAlert: vi.fn() },
  } as unknown as Kernel
  const plugin = { name: 'socials', actions, getState, setState }
  const { api } = feature.setup!(kernel, plugin as never) as { api: SocialsApi }
  handles.socials = { ...plugin, api }
  handles['embedded-wallet'] = { api: wallet }
  return { kernel, api, getState }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('socials state (SPEC §3)', () => {
  it('socialWindow is the login popup while it is open, and goes when it is released', () => {
    const popup = { close: vi.fn(), closed: false } as unknown as Window
    vi.stubGlobal('open', vi.fn(() => popup))
    const { api, getState } = socialsPlugin({})
    expect(getState().socialWindow).toBeUndefined()
    api.popups.open()
    expect(getState().socialWindow).toBe(popup)
    api.popups.release(popup)
    expect(getState().socialWindow).toBeUndefined()
  })

  it('farcasterUrl is the sign-in URL while ConnectingFarcaster shows its QR code, and goes with the view', async () => {
    const wallet = {
      request: vi.fn(async (name: string) => {
        if (name === 'GET_FARCASTER_URI') return { url: FARCASTER_URL }
        return new Promise(() => undefined) // CONNECT_FARCASTER: waits for the phone
      }),
    }
    const { kernel, getState } = socialsPlugin(wallet)
    const view = render(<ConnectingFarcaster kernel={kernel} />)
    await act(async () => undefined)
    expect(screen.getByTestId('farcaster-url').getAttribute('href')).toBe(FARCASTER_URL)
    expect(getState().farcasterUrl).toBe(FARCASTER_URL)
    view.unmount()
    expect(getState().farcasterUrl).toBeUndefined()
  })
})
