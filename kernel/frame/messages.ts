/**
 * zod/mini schemas of every embedded-wallet frame message (SPEC §7), both
 * directions, with the SPEC §5 validation rules. Every message is an
 * envelope `{ id, type, payload? }`; a reply carries its request's id.
 *
 * The frame bridge validates what it sends and what it receives with these,
 * and the devnet secure site validates the other side with the same file.
 */
import * as z from 'zod/mini'
import {
  APP, REQUEST_NAMES, FRAME_READY, FRAME_SESSION_UPDATE, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS,
  errorType, successType, type RequestName,
} from './constants'

/* ---------------------------------------------------------------- shared */

/** Request ids are opaque, short strings (a UUID from the bridge). */
export const MessageId = z.string().check(z.minLength(1), z.maxLength(128))
export const ChainId = z.union([z.string().check(z.minLength(1), z.maxLength(128)), z.number()])
export const AccountType = z.enum(['eoa', 'smartAccount'])
/**
 * SPEC §5: social providers that use the redirect flow (farcaster has its own messages): google, github, apple,
 * facebook, x, discord, and telegram, whose login SPEC §1 says is handled (its full-page return, SPEC §2).
 */
export const SocialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'telegram'])
export const Email = z.email()
export const Otp = z.string().check(z.maxLength(64))
const NoPayload = z.optional(z.undefined())

/** SPEC §3: the wallet user the frame reports. */
export const WalletUser = z.object({
  email: z.optional(z.nullable(Email)),
  address: z.string(),
  chainId: ChainId,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: AccountType }))),
  userName: z.optional(z.nullable(z.string())),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(AccountType),
})
export type WalletUser = z.infer<typeof WalletUser>

/* ---------------------------------------------------------------- RPC */

const Hex = z.string().check(z.startsWith('0x'))
/** SPEC §5: send-calls entries need 'to' starting with 0x, optional 0x data, optional value. */
export const SendCall = z.object({ to: Hex, data: z.optional(Hex), value: z.optional(z.string()) })
const RpcTarget = {
  chainId: z.optional(ChainId),
  chainNamespace: z.optional(z.enum(['eip155', 'solana', 'polkadot', 'bip122'])),
}
const SendCallsRpc = z.object({
  method: z.literal('wallet_sendCalls'),
  params: z.array(z.object({
    chainId: z.optional(ChainId),
    from: z.optional(z.string()),
    version: z.optional(z.string()),
    capabilities: z.optional(z.unknown()),
    calls: z.array(SendCall),
  })),
  ...RpcTarget,
})
const OTHER_RPC_METHODS = [...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS.filter((m) => m !== 'wallet_sendCalls')]
const OtherRpc = z.object({
  method: z.enum(OTHER_RPC_METHODS as [string, ...string[]]),
  params: z.optional(z.unknown()),
  ...RpcTarget,
})
/** An RPC request the frame executes (approval, when needed, already happened app-side). */
export const RpcRequest = z.union([SendCallsRpc, OtherRpc])
export type RpcRequest = z.infer<typeof RpcRequest>

/* ---------------------------------------------------------------- app -> frame */

export const REQUEST_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId: ChainId }),
  CONNECT_EMAIL: z.object({ email: Email }),
  CONNECT_DEVICE: NoPayload,
  CONNECT_OTP: z.object({ otp: Otp }),
  CONNECT_SOCIAL: z.object({
    uri: z.string().check(z.maxLength(4096)),
    preferredAccountType: z.optional(AccountType),
    chainId: z.optional(ChainId),
  }),
  GET_FARCASTER_URI: NoPayload,
  CONNECT_FARCASTER: NoPayload,
  GET_USER: z.optional(z.object({ chainId: z.optional(ChainId), preferredAccountType: z.optional(AccountType) })),
  /** Portico addition: `redirectUri`, the app page the OAuth stand-in returns to (same origin as the app). */
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: SocialProvider, redirectUri: z.optional(z.string()) }),
  SIGN_OUT: NoPayload,
  IS_CONNECTED: z.optional(z.object({ token: z.optional(z.string()) })),
  GET_CHAIN_ID: NoPayload,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: NoPayload,
  INIT_SMART_ACCOUNT: NoPayload,
  SET_PREFERRED_ACCOUNT: z.object({ type: AccountType }),
  RPC_REQUEST: RpcRequest,
  UPDATE_EMAIL: z.object({ email: Email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: Otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: Otp }),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(z.object({
      name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()),
    })),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.string(),
  }),
  RELOAD: NoPayload,
  HEARTBEAT: NoPayload,
} satisfies Record<RequestName, z.ZodMiniType>

/* ---------------------------------------------------------------- frame -> app */

export const SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId: ChainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: NoPayload,
  CONNECT_OTP: NoPayload,
  CONNECT_SOCIAL: WalletUser,
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: WalletUser,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  SIGN_OUT: NoPayload,
  /** Portico addition: `user` when connected, saving a GET_USER round trip. */
  IS_CONNECTED: z.object({ isConnected: z.boolean(), user: z.optional(WalletUser) }),
  GET_CHAIN_ID: z.object({ chainId: ChainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: AccountType, address: z.string() }),
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: NoPayload,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: Email }),
  SYNC_THEME: NoPayload,
  SYNC_DAPP_DATA: NoPayload,
  RELOAD: NoPayload,
  HEARTBEAT: NoPayload,
} satisfies Record<RequestName, z.ZodMiniType>

export const ErrorPayload = z.object({ message: z.string() })
export const ReadyPayload = z.optional(z.object({ version: z.optional(z.string()) }))
export const SessionUpdatePayload = z.object({ token: z.string() })

/* ---------------------------------------------------------------- envelopes */

export type RequestPayload<N extends RequestName> = z.infer<(typeof REQUEST_PAYLOADS)[N]>
export type SuccessPayload<N extends RequestName> = z.infer<(typeof SUCCESS_PAYLOADS)[N]>

export type AppRequest = {
  [N in RequestName]: { id: string; type: (typeof APP)[N]; payload?: RequestPayload<N> }
}[RequestName]

export type FrameReply =
  | { kind: 'success'; name: RequestName; id: string; type: string; payload: unknown }
  | { kind: 'error'; name: RequestName; id: string; type: string; payload: { message: string } }
export type FrameEvent =
  | { kind: 'ready'; id?: string; type: typeof FRAME_READY; payload?: { version?: string } }
  | { kind: 'session-update'; id?: string; type: typeof FRAME_SESSION_UPDATE; payload: { token: string } }
export type FrameMessage = FrameReply | FrameEvent

function envelope(type: string, payload: z.ZodMiniType, idRequired = true) {
  return z.object({ id: idRequired ? MessageId : z.optional(MessageId), type: z.literal(type), payload })
}

/** One schema per app -> frame type string. */
export const APP_REQUEST_SCHEMAS: ReadonlyMap<string, z.ZodMiniType> = new Map(
  REQUEST_NAMES.map((name) => [APP[name], envelope(APP[name], REQUEST_PAYLOADS[name])]),
)

type FrameEntry = { kind: FrameMessage['kind']; name?: RequestName; schema: z.ZodMiniType }
/** One schema per frame -> app type string: each request's _SUCCESS and _ERROR, READY, SESSION_UPDATE. */
export const FRAME_MESSAGE_SCHEMAS: ReadonlyMap<string, FrameEntry> = new Map<string, FrameEntry>([
  ...REQUEST_NAMES.flatMap((name): [string, FrameEntry][] => [
    [successType(name), { kind: 'success', name, schema: envelope(successType(name), SUCCESS_PAYLOADS[name]) }],
    [errorType(name), { kind: 'error', name, schema: envelope(errorType(name), ErrorPayload) }],
  ]),
  [FRAME_READY, { kind: 'ready', schema: envelope(FRAME_READY, ReadyPayload, false) }],
  [FRAME_SESSION_UPDATE, { kind: 'session-update', schema: envelope(FRAME_SESSION_UPDATE, SessionUpdatePayload, false) }],
])

function typeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const type = (data as { type?: unknown }).type
  return typeof type === 'string' ? type : undefined
}

/** A valid frame -> app message, or undefined for anything else (never throws). */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const type = typeOf(data)
  const entry = type === undefined ? undefined : FRAME_MESSAGE_SCHEMAS.get(type)
  if (!entry) return undefined
  const parsed = z.safeParse(entry.schema, data)
  if (!parsed.success) return undefined
  return { ...(parsed.data as object), kind: entry.kind, name: entry.name } as FrameMessage
}

/** A valid app -> frame request, or undefined for anything else (never throws). */
export function parseAppRequest(data: unknown): AppRequest | undefined {
  const type = typeOf(data)
  const schema = type === undefined ? undefined : APP_REQUEST_SCHEMAS.get(type)
  if (!schema) return undefined
  const parsed = z.safeParse(schema, data)
  return parsed.success ? (parsed.data as AppRequest) : undefined
}

/** The request name of an app type string ('@w3m-app/CONNECT_EMAIL' -> 'CONNECT_EMAIL'). */
export function requestNameOf(type: string): RequestName | undefined {
  return REQUEST_NAMES.find((name) => APP[name] === type)
}
