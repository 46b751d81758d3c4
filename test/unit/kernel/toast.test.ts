import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS, createToasts } from '../../../kernel/toast'
import { createStore, initialKernelState } from '../../../kernel/store'
import { produce } from '../../../kernel/drafts'
import { ALERTS } from '../../../kernel/errors'
import { testConfig } from './helpers'

describe('kernel/toast', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const setup = () => {
    const store = createStore(initialKernelState(testConfig()), produce)
    return { store, toasts: createToasts(store) }
  }

  it('SPEC §3: a toast shows at once when none is open, auto-closing by default', () => {
    const { store, toasts } = setup()
    toasts.showToast('Transaction started', 'success')
    expect(store.getState().toast).toMatchObject({ message: 'Transaction started', variant: 'success', open: true, autoClose: true })
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(store.getState().toast.open).toBe(false)
  })

  it('SPEC §4: an open toast closes, the new one shows 150 ms later', () => {
    const { store, toasts } = setup()
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
    toasts.showToast('first', 'loading', { autoClose: false })
    toasts.showToast('second', 'error')
    expect(store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toMatchObject({ message: 'second', variant: 'error', open: true })
  })

  it('SPEC §3: autoClose false keeps the toast until closed', () => {
    const { store, toasts } = setup()
    toasts.showToast('Swapping', 'loading', { autoClose: false, svg: '<svg/>' })
    vi.advanceTimersByTime(60_000)
    expect(store.getState().toast).toMatchObject({ open: true, svg: '<svg/>', autoClose: false })
    toasts.closeToast()
    expect(store.getState().toast.open).toBe(false)
  })

  it('SPEC §3: snackbar variant defaults to info and hides by itself', () => {
    const { store, toasts } = setup()
    toasts.showSnackbar('Failed to fetch transactions')
    expect(store.getState().snackbar).toEqual({ message: 'Failed to fetch transactions', variant: 'info', open: true })
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(store.getState().snackbar.open).toBe(false)
    toasts.showSnackbar('x', 'error')
    toasts.closeSnackbar()
    expect(store.getState().snackbar).toMatchObject({ variant: 'error', open: false })
  })

  it('SPEC §8: showAlert shows an alert of the catalogue in the modal, replacing the current one', () => {
    const { store, toasts } = setup()
    expect(store.getState().alert).toBeUndefined()
    toasts.showAlert(ALERTS.SWITCH_NETWORK_NOT_FOUND)
    expect(store.getState().alert).toEqual(ALERTS.SWITCH_NETWORK_NOT_FOUND)
    toasts.showAlert(ALERTS.INVALID_CONFIG)
    expect(store.getState().alert).toEqual(ALERTS.INVALID_CONFIG)
    expect(store.getState().toast.open).toBe(false)
  })
})
