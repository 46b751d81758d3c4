/** zod/mini schemas of the secure site's backend API (what the frame page sends). */
import * as z from 'zod/mini'
import { AccountType, ChainId, Email, Otp, RpcRequest, SocialProvider } from '../../kernel/frame/messages'

const Token = z.string().check(z.minLength(1), z.maxLength(128))
const DeviceId = z.string().check(z.minLength(8), z.maxLength(128))

export const API = {
  '/api/email/connect': z.object({ email: Email, deviceId: DeviceId }),
  '/api/email/device': z.object({ email: Email, deviceId: DeviceId }),
  '/api/email/otp': z.object({ email: Email, deviceId: DeviceId, otp: Otp }),
  '/api/session': z.object({ token: z.optional(Token) }),
  '/api/user': z.object({ token: Token, chainId: z.optional(ChainId) }),
  '/api/switch-network': z.object({ token: Token, chainId: ChainId }),
  '/api/preferred-account': z.object({ token: Token, type: AccountType }),
  '/api/smart-account/networks': z.object({ token: z.optional(Token) }),
  '/api/smart-account/init': z.object({ token: Token }),
  '/api/sign-out': z.object({ token: z.optional(Token) }),
  '/api/rpc': z.object({ token: Token, request: RpcRequest }),
  '/api/social/redirect': z.object({ provider: SocialProvider, appOrigin: z.string(), redirectUri: z.optional(z.string()) }),
  '/api/social/connect': z.object({ uri: z.string().check(z.maxLength(4096)) }),
  '/api/farcaster/uri': z.object({}),
  '/api/farcaster/connect': z.object({ channel: Token }),
  '/api/email/update': z.object({ token: Token, email: Email }),
  '/api/email/update/primary': z.object({ token: Token, otp: Otp }),
  '/api/email/update/secondary': z.object({ token: Token, otp: Otp }),
} as const

export type ApiPath = keyof typeof API
export type ApiBody<P extends ApiPath> = z.infer<(typeof API)[P]>
