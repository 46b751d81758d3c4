/**
 * The Sessions view's list (feature smartSessions): the address's sessions at the Blockchain API (SPEC §7
 * `GET /v1/sessions/{address}`, the answer checked by the routes' schema), fetched past the HTTP cache, as rows
 * to show. A failed fetch is an error, not an empty list. Revoking is the plugin's action (`revokeSession`).
 */
import { PorticoError, messageIn, type Kernel, type Network } from '../../kernel/plugin'
import { SIWX_PLUGIN_MESSAGES } from './messages'
import { getSessions, type SmartSession } from './routes'

export interface SessionRow {
  pci: string
  /** The site that opened it, as the API gives it (shown as text, never markup). */
  domain: string
  /** The configured network's name for its CAIP-2 chain id, else the id. */
  network?: string
  /** When the API gives a valid expiry: how far off it is ('in 7 days'), and the time written out (en-US) and as ISO. */
  expires?: { in: string; at: string; iso: string }
}

/** The largest unit that fits, so the row says 'in 2 months', 'in 7 days', 'in 5 hours' or 'in 12 minutes'. */
const UNITS = [['year', 31536e6], ['month', 2592e6], ['day', 864e5], ['hour', 36e5], ['minute', 6e4]] as const

/** One session as a row; none when it has already expired. */
export function sessionRow({ pci, domain, chainId, expiresAt }: SmartSession, networks: readonly Network[], now = Date.now()): SessionRow[] {
  const expiry = Date.parse(expiresAt as string)
  const left = expiry - now // NaN when the API gives no valid expiry: kept, without one
  if (left <= 0) return []
  const [unit, size] = UNITS.find(([, ms]) => left >= ms) ?? UNITS[4]
  return [{
    pci,
    domain: domain || 'Unknown site',
    network: networks.find((network) => network.caipNetworkId === chainId)?.name ?? chainId,
    expires: left
      ? {
          in: new Intl.RelativeTimeFormat('en-US').format(Math.max(1, Math.round(left / size)), unit),
          at: new Date(expiry).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
          iso: new Date(expiry).toISOString(),
        }
      : undefined,
  }]
}

export async function listSessions(kernel: Pick<Kernel, 'services' | 'config'>, address: string): Promise<SessionRow[]> {
  let failure: unknown
  const sessions = await getSessions(kernel.services.contextWith({ cache: 'no-cache', onError: (error) => (failure = error) }), { address })
  if (failure) throw new PorticoError('SIWX_SESSIONS_FAILED', messageIn(SIWX_PLUGIN_MESSAGES, 'SIWX_SESSIONS_FAILED'), { cause: failure })
  return sessions.flatMap((session) => sessionRow(session, kernel.config.networks))
}
