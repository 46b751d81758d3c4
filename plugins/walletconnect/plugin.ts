/**
 * The part of the WalletConnect plugin that loads when the modal starts: its
 * slice, a driver per requested namespace (so 'WalletConnect' is listed and a
 * stored session can be restored) and the two views. The controller is the
 * plugin's api, which its views reach through the plugin handle. The SDK is
 * not imported here.
 */
import type { PluginModule } from '../../kernel/plugin'
import { createController, type WalletConnectController } from './controller'
import { createWalletConnectDriver } from './driver'
import type { WalletConnectOptions } from './index'
import { initialWalletConnectState, type WalletConnectState } from './state'

export function walletConnectModule(options: WalletConnectOptions): PluginModule<WalletConnectState, unknown, WalletConnectController> {
  return {
    views: {
      ConnectingWalletConnect: () => import('./views/ConnectingWalletConnect'),
      ConnectingWalletConnectBasic: () => import('./views/ConnectingWalletConnectBasic'),
    },
    slice: { initial: initialWalletConnectState },
    setup(kernel, plugin) {
      const controller = createController({ kernel, state: plugin, namespaces: options.namespaces })
      const drivers = controller.namespaces.map((namespace) => createWalletConnectDriver(namespace, controller))
      const removals = drivers.map((driver) => kernel.registerConnector(driver.namespace, driver))
      const abandon = () => controller.abandon()
      kernel.bus.on('modal-close', abandon)
      return {
        api: controller,
        teardown() {
          kernel.bus.off('modal-close', abandon)
          removals.forEach((remove) => remove())
          drivers.forEach((driver) => driver.destroy?.())
          controller.destroy()
        },
      }
    },
  }
}
