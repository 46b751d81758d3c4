/**
 * The legal links beside the connect methods: a lazy chunk that ../builtInViews loads with the Connect and
 * AllWallets views when the app set `termsConditionsUrl` or `privacyPolicyUrl`. With `legalCheckbox` on: a
 * checkbox 'I agree to the Terms of Service and Privacy Policy' above the methods, which stay disabled (a
 * disabled <fieldset>: every button and field inside is) until it is ticked; the tick lasts for the page
 * session, in memory. With it off: the plain footer 'By connecting your wallet, you agree to our Terms of
 * Service and Privacy Policy'. Only the configured links show; each opens in a new tab, http(s) only
 * (safeLinkUrl).
 */
import { useId, useState, type ReactElement } from 'react'
import type { Kernel, LazyView, ViewComponent, ViewProps } from '../../types'
import { safeLinkUrl } from '../../safe-url'
import { useStyles } from '../primitives/useStyles'

/** The kernels whose visitor ticked the checkbox in this page session. */
const agreed = new WeakSet<Kernel>()

// The chunk's own rules, adopted by the modal's shadow root when it first renders.
const LEGAL_CSS = /* css */ `
.pt-gate { border: 0; margin: 0; padding: 0; min-width: 0; }
.pt-legal { display: flex; gap: 10px; align-items: flex-start; margin: 0 0 12px; color: var(--pt-muted); font-size: calc(var(--pt-fs) * 1.3); line-height: 1.45; }
.pt-legal input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--pt-accent); cursor: pointer; }
.pt-legal label { flex: 1; cursor: pointer; }
.pt-legal a { white-space: nowrap; }
.pt-legal[data-footer] { display: block; margin: 14px 0 0; text-align: center; font-size: calc(var(--pt-fs) * 1.2); }
`

/** Load a view and put the legal links around it, under the view's own title. */
export async function withLegal(view: LazyView): Promise<{ default: ViewComponent }> {
  const { default: View } = await view()
  const Inner = View as (props: ViewProps) => ReactElement
  const Wrapped = (props: ViewProps): ReactElement => (
    <Legal kernel={props.kernel}>
      <Inner {...props} />
    </Legal>
  )
  // The view's statics (title, help) go with it.
  return { default: Object.assign(Wrapped, View) }
}

export function Legal({ kernel, children }: { kernel: Kernel; children: ReactElement }): ReactElement {
  const { termsConditionsUrl, privacyPolicyUrl, features } = kernel.config
  const [ticked, setTicked] = useState(() => agreed.has(kernel))
  const ref = useStyles<HTMLDivElement>(LEGAL_CSS)
  const id = useId()

  const terms = safeLinkUrl(termsConditionsUrl)
  const privacy = safeLinkUrl(privacyPolicyUrl)
  const link = (href: string, text: string) => (
    <a className="pt-link" href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  const links = (
    <>
      {terms ? link(terms, 'Terms of Service') : null}
      {terms && privacy ? ' and ' : null}
      {privacy ? link(privacy, 'Privacy Policy') : null}
    </>
  )

  if (!features.legalCheckbox) {
    return (
      <div ref={ref}>
        {children}
        <p className="pt-legal" data-footer="">
          By connecting your wallet, you agree to our {links}
        </p>
      </div>
    )
  }
  return (
    <div ref={ref}>
      <div className="pt-legal">
        <input
          id={id}
          type="checkbox"
          checked={ticked}
          onChange={(event) => {
            const { checked } = event.target
            if (checked) agreed.add(kernel)
            else agreed.delete(kernel)
            setTicked(checked)
          }}
        />
        {/* The label names the checkbox; its links stay links (a click on one does not tick it). */}
        <label htmlFor={id}>I agree to the {links}</label>
      </div>
      <fieldset className="pt-gate" disabled={!ticked}>
        {children}
      </fieldset>
    </div>
  )
}
