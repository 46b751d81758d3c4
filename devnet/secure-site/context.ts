/** The secure site's state, shared by its routes. */
import type { Accounts } from './accounts'
import type { Inbox } from './inbox'
import type { OtpStore } from './otp-store'
import type { RpcUrls } from './rpc'
import type { SmartAccounts } from './smart-accounts'
import type { Waiters } from './waiters'

export interface SiteContext {
  origin: string
  accounts: Accounts
  inbox: Inbox
  otps: OtpStore
  rpcUrls: RpcUrls
  /** The users' SimpleAccounts on the chains with an ERC-4337 deployment (none: smart accounts are off). */
  smartAccounts: SmartAccounts
  /** The devnet's Solana RPC (solana_signAndSendTransaction; new users get an airdrop there). */
  solanaRpcUrl?: string
  isAllowedAppOrigin(origin: string): boolean
  /** Device approvals (key: email|deviceId) and Farcaster confirmations (key: channel -> userName). */
  deviceWaiters: Waiters<true>
  farcasterWaiters: Waiters<string>
  /** One-time device-approval codes from the inbox links. */
  deviceLinks: Map<string, { email: string; deviceId: string }>
  /** OAuth stand-in: state -> where to return; code -> the provider that "authenticated". */
  socialStates: Map<string, { provider: string; redirectUri: string }>
  socialCodes: Map<string, { provider: string }>
  /** Farcaster stand-in channels: channel -> the confirmed user name, once confirmed. */
  farcasterChannels: Map<string, { userName?: string }>
  /** E-mail updates in progress: session token -> the new address and the step reached. */
  emailUpdates: Map<string, { newEmail: string; primaryVerified: boolean }>
}

/** How long a long-poll request waits before answering "not yet" (under the bridge's 30 s). */
export const LONG_POLL_MS = 25_000
