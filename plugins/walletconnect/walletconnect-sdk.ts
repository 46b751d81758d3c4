/**
 * The only module that imports the WalletConnect SDK. The controller loads it
 * with import() when the user picks WalletConnect or a stored WalletConnect
 * session must be restored, never at page load. Its file name names the lazy
 * chunk in app builds (walletconnect-sdk-*.js).
 */
import { UniversalProvider } from '@walletconnect/universal-provider'
import { guardRelayFrames } from './relay-frames'

export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>

/** The relayer's event once its socket is open (RELAYER_EVENTS.connect in @walletconnect/core). */
const RELAYER_CONNECT = 'relayer_connect'

export interface ProviderOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** 'silent' unless the app turned debug on: the SDK logs its own retries as errors. */
  logger: 'silent' | 'error'
}

export async function createProvider(options: ProviderOptions): Promise<WalletConnectProvider> {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger: options.logger,
    telemetryEnabled: false,
    // Keeps Portico's records apart from another WalletConnect client on the same origin.
    customStoragePrefix: 'portico',
  })
  // The socket opens after init; the relay pushes nothing before the client subscribes, which follows the connect.
  const relayer = provider.client.core.relayer
  const guard = () => {
    if (guardRelayFrames(relayer.provider.connection)) relayer.off(RELAYER_CONNECT, guard)
  }
  relayer.on(RELAYER_CONNECT, guard)
  guard()
  return provider
}
