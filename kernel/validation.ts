/**
 * The validation pieces several boundaries share, written once: a service-URL
 * check, a non-empty check, the per-namespace account-type map, and a readable
 * list of zod issues. They are built from zod/mini's `refine`, `optional` and
 * `strictObject`, which the schemas use anyway: `z.url()`, `z.enum`, `z.minLength`,
 * `z.partialRecord` and `z.prettifyError` would each add more to the modal
 * bundle than they are worth here.
 */
import * as z from 'zod/mini'
import { NAMESPACES } from './types'
import type { AccountType, Namespace } from './types'

const SERVICE_PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:']

/** An absolute http(s) or ws(s) URL (the service endpoints, SPEC §5 "HTTP-compatible" transports). */
export function isServiceUrl(value: string): boolean {
  try {
    return SERVICE_PROTOCOLS.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A string that is a service URL (see isServiceUrl). */
export const serviceUrlSchema = z.string().check(z.refine(isServiceUrl, 'Invalid URL'))

/** A string that is an absolute http(s) URL: a page the modal links to (the terms of service, the privacy policy). */
export const linkUrlSchema = z.string().check(z.refine((value) => isServiceUrl(value) && /^https?:/i.test(value), 'Invalid URL'))

/** A check that a string or a list is not empty. */
export const nonEmpty = <T extends string | readonly unknown[]>(message?: string) => z.refine<T>((value) => value.length > 0, message)

/** One of a fixed list of strings, checked by predicate (z.enum would add more to the modal than it is worth). */
export const oneOf = <const T extends string>(values: readonly T[]) =>
  z.custom<T>((value) => (values as readonly unknown[]).includes(value), `Expected one of: ${values.join(', ')}`)

const accountTypeSchema = z.optional(oneOf<AccountType>(['eoa', 'smartAccount', 'payment', 'ordinal']))

/** SPEC §6: an account type per namespace, any of them omitted; an unknown namespace is refused. */
export const accountTypesSchema = z.strictObject(
  Object.fromEntries(NAMESPACES.map((namespace) => [namespace, accountTypeSchema])) as Record<Namespace, typeof accountTypeSchema>,
)

/** The issues of a failed parse, one per line as `path: message` (`(root)` for the value itself). */
export function formatIssues(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): string {
  return error.issues.map(({ path, message }) => `${path.map(String).join('.') || '(root)'}: ${message}`).join('\n')
}
