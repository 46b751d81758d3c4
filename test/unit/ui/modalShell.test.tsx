// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BUILT_IN_VIEWS } from '../../../kernel/ui/builtInViews'
import { HOST_TAG, mountModal } from '../../../kernel/ui/index'
import { storeOf, stubKernel } from './stubKernel'

let unmount: (() => void) | undefined
afterEach(() => {
  act(() => unmount?.())
  unmount = undefined
})

function mount(kernel = stubKernel()) {
  act(() => {
    unmount = mountModal(kernel)
  })
  const host = document.querySelector(HOST_TAG) as HTMLElement
  const shadow = host.shadowRoot as ShadowRoot
  return { kernel, host, shadow }
}

describe('modal shell', () => {
  it('DESIGN: the built-in views register through the router registry', () => {
    const { kernel } = mount()
    for (const name of Object.keys(BUILT_IN_VIEWS)) expect(kernel.router.hasView(name)).toBe(true)
  })

  it('SPEC §2: renders into its own shadow root with an adopted (CSP-safe) stylesheet, no <style> tag', () => {
    const { shadow } = mount()
    expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(0)
    expect(shadow.querySelector('style')).toBeNull()
    expect(document.querySelector('style')).toBeNull()
  })

  it('SPEC §2: opening shows the <dialog> with the view title; Escape closes through the router', async () => {
    const { kernel, shadow } = mount()
    await act(() => kernel.router.open())
    const dialog = shadow.querySelector('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(true)
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('Connect Wallet'))
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    })
    expect(kernel.store.getState().router.open).toBe(false)
    expect(dialog.open).toBe(false)
  })

  it('SPEC §2: back appears with history; close is a named button', async () => {
    const { kernel, shadow } = mount()
    await act(() => kernel.router.open())
    expect(shadow.querySelector('button[aria-label="Back"]')).toBeNull()
    act(() => kernel.router.push('AllWallets'))
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('All Wallets'))
    const back = shadow.querySelector('button[aria-label="Back"]') as HTMLButtonElement
    act(() => back.click())
    expect(kernel.store.getState().router.history.map((e) => e.view)).toEqual(['Connect'])
    act(() => (shadow.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click())
    expect(kernel.store.getState().router.open).toBe(false)
  })

  it('SPEC §2: every open picks its view anew: reopening on the same view mounts it fresh', async () => {
    const { kernel, shadow } = mount()
    let mounts = 0
    function Probe() {
      const [mount] = useState(() => ++mounts)
      return <p data-testid="probe">mount {mount}</p>
    }
    kernel.router.registerView('Probe', async () => ({ default: Probe }))
    await act(() => kernel.router.open({ view: 'Probe' }))
    await waitFor(() => expect(shadow.querySelector('[data-testid="probe"]')?.textContent).toBe('mount 1'))
    act(() => kernel.router.close())
    await act(() => kernel.router.open({ view: 'Probe' }))
    await waitFor(() => expect(shadow.querySelector('[data-testid="probe"]')?.textContent).toBe('mount 2'))
  })

  it('SPEC §2: theme mode and variables reach the shadow tree as attributes and custom properties', () => {
    const { kernel, host, shadow } = mount()
    act(() =>
      storeOf(kernel).update((draft) => {
        draft.theme.resolved = 'light'
        draft.theme.variables = { '--w3m-accent': '#ff0066', '--w3m-z-index': 2000, '--w3m-color-mix-strength': 20 }
      }),
    )
    expect(shadow.querySelector('.pt-root')?.getAttribute('data-theme')).toBe('light')
    expect(host.style.getPropertyValue('--w3m-accent')).toBe('#ff0066')
    expect(host.style.getPropertyValue('--w3m-z-index')).toBe('2000')
    expect(host.style.getPropertyValue('--w3m-color-mix-strength')).toBe('20%')
  })

  it('SPEC §4: the kernel toast is announced in a status region', () => {
    const { kernel, shadow } = mount()
    act(() => kernel.toast.showToast('Address copied', 'success'))
    const status = shadow.querySelector('[role="status"]') as HTMLElement
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('Address copied')
  })

  it('unmounting removes the host element', () => {
    mount()
    act(() => unmount?.())
    unmount = undefined
    expect(document.querySelector(HOST_TAG)).toBeNull()
  })
})
