/** The WalletConnect controller of each modal, for the plugin's views (which receive only the kernel). */
import type { Kernel } from '../../kernel/types'
import type { WalletConnectController } from './controller'

const controllers = new WeakMap<Kernel, WalletConnectController>()

export function setController(kernel: Kernel, controller: WalletConnectController | undefined): void {
  if (controller) controllers.set(kernel, controller)
  else controllers.delete(kernel)
}

export function controllerOf(kernel: Kernel): WalletConnectController | undefined {
  return controllers.get(kernel)
}
