/**
 * The social login popup (SPEC §2 socials): one per modal, watched until it
 * is back on the app's origin with a result_uri. Failures are PorticoErrors
 * recognised by code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../../../kernel/errors'
import { createSocialPopups, waitForPopupResult } from '../../../../plugins/socials/popup'

/** A popup window stand-in: `href` throws while on another origin (as a cross-origin window does). */
function fakePopup() {
  let href: string | undefined
  const popup = {
    closed: false,
    close: vi.fn(() => void (popup.closed = true)),
    location: {
      get href(): string {
        if (href === undefined) throw new DOMException('Blocked a frame with origin', 'SecurityError')
        return href
      },
    },
    goTo: (url: string) => void (href = url),
  }
  return popup
}

describe('social login popup', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('SPEC §2: resolves with the result_uri once the popup is back on the app, then closes and releases it', async () => {
    const popup = fakePopup()
    const popups = { release: vi.fn() }
    const result = waitForPopupResult(popup as unknown as Window, popups)
    await vi.advanceTimersByTimeAsync(1000) // on the provider's origin: keeps waiting
    expect(popup.close).not.toHaveBeenCalled()
    popup.goTo('http://127.0.0.1:5173/?result_uri=' + encodeURIComponent('http://127.0.0.1:9/oauth/result?code=x'))
    await vi.advanceTimersByTimeAsync(300)
    await expect(result).resolves.toBe('http://127.0.0.1:9/oauth/result?code=x')
    expect(popup.close).toHaveBeenCalledOnce()
    expect(popups.release).toHaveBeenCalledWith(popup)
  })

  it('a popup the user closed, or an aborted wait, fails with SOCIAL_POPUP_CLOSED', async () => {
    const closed = fakePopup()
    const byUser = waitForPopupResult(closed as unknown as Window, { release: vi.fn() }).catch((e: unknown) => e)
    closed.closed = true
    await vi.advanceTimersByTimeAsync(300)
    expect(isPorticoError(await byUser, 'SOCIAL_POPUP_CLOSED')).toBe(true)

    const abort = new AbortController()
    const open = fakePopup()
    const popups = { release: vi.fn() }
    const aborted = waitForPopupResult(open as unknown as Window, popups, abort.signal).catch((e: unknown) => e)
    abort.abort()
    await vi.advanceTimersByTimeAsync(300)
    expect(await aborted).toMatchObject({ code: 'SOCIAL_POPUP_CLOSED' })
    expect(open.close).toHaveBeenCalledOnce()
    expect(popups.release).toHaveBeenCalledWith(open)
  })

  it('one popup per modal: opening another closes the previous; release forgets only the current one', () => {
    const opened = [fakePopup(), fakePopup()]
    let next = 0
    vi.stubGlobal('window', { open: vi.fn(() => opened[next++]) })
    const popups = createSocialPopups()
    const other = createSocialPopups()
    const first = popups.open()
    expect(popups.current()).toBe(first)
    expect(other.current()).toBeNull()
    const second = popups.open()
    expect(opened[0]?.close).toHaveBeenCalledOnce()
    expect(popups.current()).toBe(second)
    popups.release(first as Window)
    expect(popups.current()).toBe(second)
    popups.release(second as Window)
    expect(popups.current()).toBeNull()
  })
})
