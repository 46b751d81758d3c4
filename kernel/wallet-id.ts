import type { Connector } from './types'

/** The id a wallet is remembered by (recent wallets, SPEC §3 wallet id): its registry id when known. */
export function walletIdOf(connector: Pick<Connector, 'id' | 'explorerId'>): string {
  return connector.explorerId ?? connector.id
}
