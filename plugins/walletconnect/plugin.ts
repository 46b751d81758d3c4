/**
 * The part of the WalletConnect plugin that loads when the modal starts: its
 * slice, a driver per requested namespace (so 'WalletConnect' is listed and a
 * stored session can be restored) and the two views. The controller is the
 * plugin's api, which its views reach through the plugin handle. The SDK is
 * not imported here.
 */
import { errorIn, type PluginModule } from '../../kernel/plugin'
import { createController, type WalletConnectController } from './controller'
import { WALLETCONNECT_MARK_VIEW } from './constants'
import { createWalletConnectDriver } from './driver'
import type { WalletConnectOptions } from './index'
import { WALLETCONNECT_MESSAGES } from './messages'
import { initialWalletConnectState, type WalletConnectState } from './state'

export function walletConnectModule(options: WalletConnectOptions): PluginModule<WalletConnectState, unknown, WalletConnectController> {
  return {
    views: {
      ConnectingWalletConnect: () => import('./views/ConnectingWalletConnect'),
      ConnectingWalletConnectBasic: () => import('./views/ConnectingWalletConnectBasic'),
      [WALLETCONNECT_MARK_VIEW]: () => import('./views/WalletConnectMark'),
    },
    slice: { initial: initialWalletConnectState },
    setup(kernel, plugin) {
      // The option is the plugin's boundary: a relay is a WebSocket (SPEC §7).
      if (options.relayUrl !== undefined && !/^wss?:\/\/\S+$/i.test(String(options.relayUrl))) throw errorIn(WALLETCONNECT_MESSAGES, 'WC_INVALID_RELAY_URL', String(options.relayUrl))
      const controller = createController({ kernel, state: plugin, namespaces: options.namespaces, relayUrl: options.relayUrl })
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

