/**
 * The part of the WalletConnect plugin that loads when the modal starts: a
 * driver per requested namespace (so 'WalletConnect' is listed and a stored
 * session can be restored) and the two views. The SDK is not imported here.
 */
import type { PluginModule } from '../../kernel/types'
import { createController } from './controller'
import { setController } from './controllers'
import { createWalletConnectDriver } from './driver'
import type { WalletConnectOptions } from './index'

export function walletConnectModule(options: WalletConnectOptions): PluginModule {
  return {
    views: {
      ConnectingWalletConnect: () => import('./views/ConnectingWalletConnect'),
      ConnectingWalletConnectBasic: () => import('./views/ConnectingWalletConnectBasic'),
    },
    setup(kernel) {
      const controller = createController({ kernel, namespaces: options.namespaces })
      setController(kernel, controller)
      const drivers = controller.namespaces.map((namespace) => createWalletConnectDriver(namespace, controller))
      const removals = drivers.map((driver) => kernel.registerConnector(driver.namespace, driver))
      const abandon = () => controller.abandon()
      kernel.bus.on('modal-close', abandon)
      return () => {
        kernel.bus.off('modal-close', abandon)
        removals.forEach((remove) => remove())
        drivers.forEach((driver) => driver.destroy?.())
        controller.destroy()
        setController(kernel, undefined)
      }
    },
  }
}
