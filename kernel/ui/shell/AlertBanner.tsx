/** The SPEC §8 alerts (project id not configured, invalid key, origin not allowed). */
import type { ReactElement } from 'react'
import type { Kernel } from '../../types'
import { useKernelState } from '../../react/useKernelState'

export function AlertBanner({ kernel }: { kernel: Kernel }): ReactElement | null {
  const alert = useKernelState(kernel, (state) => state.alert)
  if (!alert) return null
  return (
    <div className="pt-alert" role="alert" data-code={alert.code}>
      <strong>{alert.title}</strong>
      {alert.description ? <p>{alert.description}</p> : null}
    </div>
  )
}
