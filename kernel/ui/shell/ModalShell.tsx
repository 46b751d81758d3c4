/**
 * The modal: a native <dialog> opened with showModal() (focus trap, Escape,
 * top layer). Escape and backdrop clicks close through the router so the
 * kernel's close rules apply (SPEC §2).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react'
import type { Kernel, ViewProps } from '../../types'
import { Skeleton } from '../primitives/Skeleton'
import { useKernelState } from '../../react/useKernelState'
import { viewTitle } from '../viewMeta'
import { AlertBanner } from './AlertBanner'
import { Header } from './Header'
import { LiveRegion } from './LiveRegion'
import { ShakeContext } from './shake'
import { applyThemeVariables } from './theme'
import { useAnimatedHeight } from './useAnimatedHeight'
import { useOpenCount } from './useOpenCount'
import { useResolvedView } from './useResolvedView'

const SHAKE_MS = 500

export function ModalShell({ kernel, host }: { kernel: Kernel; host: HTMLElement }): ReactElement {
  const open = useKernelState(kernel, (state) => state.router.open)
  const mode = useKernelState(kernel, (state) => state.theme.resolved)
  const variables = useKernelState(kernel, (state) => state.theme.variables)
  const entry = useKernelState(kernel, (state) => state.router.history.at(-1))
  const depth = useKernelState(kernel, (state) => state.router.history.length)
  const resolution = useResolvedView(kernel, entry?.view)
  const opens = useOpenCount(kernel)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [shaking, setShaking] = useState(false)

  useAnimatedHeight(bodyRef, contentRef)

  useEffect(() => applyThemeVariables(host, variables), [host, variables])

  // Before paint: the frame that renders the open state already shows the dialog (a passive effect would leave it for the next frame).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    if (!shaking) return
    const timer = setTimeout(() => setShaking(false), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [shaking])

  const shake = useCallback(() => setShaking(true), [])
  const close = useCallback(() => kernel.router.close(), [kernel])
  const View = resolution?.status === 'ready' ? (resolution.view as ComponentType<ViewProps>) : undefined
  const title = resolution?.status === 'ready' ? viewTitle(resolution.view, entry?.data) : ''
  // A view's static `help`: the view its header "?" opens.
  const help = View && (View as { help?: string }).help

  return (
    <div className="pt-root" data-theme={mode}>
      <LiveRegion kernel={kernel} active={!open} inside={false} />
      <dialog
        ref={dialogRef}
        className="pt-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          // Escape: let the router decide (SPEC §2 close rules), then it closes the dialog.
          event.preventDefault()
          close()
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={shaking ? 'pt-card pt-shake' : 'pt-card'}>
          <Header
            title={title}
            titleId={titleId}
            canGoBack={depth > 1}
            onBack={() => kernel.router.goBack()}
            onHelp={help ? () => kernel.router.push(help) : undefined}
            onClose={close}
          />
          <AlertBanner kernel={kernel} />
          <div className="pt-body" ref={bodyRef}>
            <div ref={contentRef}>
              <ShakeContext.Provider value={shake}>
                {View && entry ? (
                  <div className="pt-view" key={`${opens}:${depth}:${entry.view}`}>
                    <View kernel={kernel} data={entry.data} />
                  </div>
                ) : resolution?.status === 'missing' ? (
                  <div className="pt-view">
                    <p className="pt-empty">This view is not available.</p>
                  </div>
                ) : open ? (
                  <div className="pt-view pt-list" aria-busy="true">
                    <Skeleton shape="row" count={3} />
                  </div>
                ) : null}
              </ShakeContext.Provider>
            </div>
          </div>
        </div>
        <LiveRegion kernel={kernel} active={open} inside />
      </dialog>
    </div>
  )
}
