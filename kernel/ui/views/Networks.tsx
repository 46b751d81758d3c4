/**
 * Networks: the requested networks of every configured namespace, namespace by namespace; picking one
 * switches, also to another namespace (SPEC §4).
 */
import type { ReactElement } from 'react'
import type { ViewProps } from '../../types'
import { NetworkList } from '../network/NetworkList'

export default function Networks({ kernel }: ViewProps): ReactElement {
  const done = (): void => {
    if (kernel.store.getState().router.history.length > 1) kernel.router.goBack()
    else kernel.router.close()
  }
  return <NetworkList kernel={kernel} onSwitched={done} everyNamespace />
}

Networks.title = 'Choose Network'
