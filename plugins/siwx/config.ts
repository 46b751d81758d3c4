/**
 * The sign-in config: `siwx` (any CAIP-122 namespace) or `siweConfig` (its EIP-4361 case: eip155 only), the
 * descriptor's options (which refuse both set); this validates the shape and refuses a bad one.
 */
import * as z from 'zod/mini'
import { errorIn, type Namespace, type PorticoError } from '../../kernel/plugin'
import { SIWX_PLUGIN_MESSAGES } from './messages'
import type { SiwxVerifier } from './verifier'

const fn = z.optional(z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function'))

const configSchema = z.strictObject({
  getNonce: fn,
  createMessage: fn,
  verify: fn,
  getSessions: fn,
  revoke: fn,
  /** The statement line of the message. */
  statement: z.optional(z.string().check(z.maxLength(500))),
})

export type SiwxConfig = Partial<SiwxVerifier> & { statement?: string }

/** SPEC §5: one of the two sign-in configs (neither: `siwx` with every default). */
export interface SiwxOptions {
  siwx?: SiwxConfig
  siweConfig?: SiwxConfig
}

export interface SignInConfig {
  /** The app's replacements for the default verifier's parts. */
  custom: Partial<SiwxVerifier>
  statement?: string
  /** siweConfig signs eip155 only; siwx every namespace. */
  namespaces?: Namespace[]
  /** The view that asks: ConnectingSiwe for siweConfig, SIWXSignMessage for siwx (SPEC §2). */
  view: 'ConnectingSiwe' | 'SIWXSignMessage'
}

export function readSignInConfig(options: SiwxOptions): SignInConfig | PorticoError {
  const siwe = options.siweConfig !== undefined
  const raw: unknown = siwe ? options.siweConfig : (options.siwx ?? {})
  const parsed = z.safeParse(configSchema, raw)
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${[siwe ? 'siweConfig' : 'siwx', ...issue.path].join('.')}: ${issue.message}`).join('; ')
    return errorIn(SIWX_PLUGIN_MESSAGES, 'SIWX_INVALID_CONFIG', details)
  }
  const { statement, ...custom } = parsed.data as SiwxConfig
  return { custom, statement, namespaces: siwe ? ['eip155'] : undefined, view: siwe ? 'ConnectingSiwe' : 'SIWXSignMessage' }
}
