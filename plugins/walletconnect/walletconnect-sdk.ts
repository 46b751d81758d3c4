/**
 * The only module that imports the WalletConnect SDK. The controller loads it
 * with import() when the user picks WalletConnect or a stored WalletConnect
 * session must be restored, never at page load. Its file name names the lazy
 * chunk in app builds (walletconnect-sdk-*.js).
 */
import { UniversalProvider } from '@walletconnect/universal-provider'

export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>

export interface ProviderOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** 'silent' unless the app turned debug on: the SDK logs its own retries as errors. */
  logger: 'silent' | 'error'
}

export function createProvider(options: ProviderOptions): Promise<WalletConnectProvider> {
  return UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger: options.logger,
    telemetryEnabled: false,
    // Keeps Portico's records apart from another WalletConnect client on the same origin.
    customStoragePrefix: 'portico',
  })
}
