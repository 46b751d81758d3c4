/**
 * A registered view drawn inside another (a connect method's inline form, a connector's brand mark): the
 * kernel renders it by name, never naming its plugin. Its chunk loads on first render; `fallback` holds the
 * place meanwhile, and stays when no plugin serves the name.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react'
import type { ViewProps } from '../../types'
import { useResolvedView } from '../shell/useResolvedView'

export interface ViewPartProps extends ViewProps {
  name: string
  fallback: ReactNode
}

export function ViewPart({ kernel, name, data, fallback }: ViewPartProps): ReactElement {
  const resolution = useResolvedView(kernel, name)
  const View = resolution?.status === 'ready' ? (resolution.view as ComponentType<ViewProps>) : undefined
  return View ? <View kernel={kernel} data={data} /> : <>{fallback}</>
}
