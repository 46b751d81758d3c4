/** Installed (announced or injected) connectors and their rdns set. */
import type { Connector } from '../types'

export function isInstalledConnector(connector: Connector): boolean {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
}

export function installedRdnsOf(connectors: readonly Connector[]): Set<string> {
  return new Set(connectors.flatMap((connector) => (connector.info?.rdns ? [connector.info.rdns] : [])))
}
