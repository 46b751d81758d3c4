/**
 * portico/wagmi: wagmi (and @wagmi/core) over Portico's eip155 connection. `porticoWagmiConfig` builds a
 * wagmi config whose one connector is Portico's; `porticoConnector` is that connector, for an app that
 * calls wagmi's `createConfig` itself. wagmi, @wagmi/core and viem are the app's (optional peers).
 */
export { porticoConnector, PORTICO_CONNECTOR_ID, type PorticoConnectorOptions } from './connector'
export { porticoWagmiConfig, type PorticoWagmiConfigParameters } from './config'
export type { PorticoEip1193Provider } from './provider'
