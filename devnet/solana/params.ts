/**
 * Positional JSON-RPC params checked at the boundary: each reader throws
 * -32602 "Invalid params: ..." naming the param and what it must be.
 */
import { isAddress, type Address } from '@solana/kit'
import { ACCOUNT_ENCODINGS, type AccountEncoding, type DataSlice } from './account-encoding'
import { RPC_ERROR, RpcError, invalidParams } from './rpc-errors'

export type Config = Record<string, unknown>

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const

export function paramList(params: unknown, max: number): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw invalidParams('params must be an array')
  if (params.length > max) throw invalidParams(`expected at most ${max} params, got ${params.length}`)
  return params
}

export function required(list: unknown[], index: number, what: string): unknown {
  if (list[index] === undefined) throw invalidParams(`missing params[${index}] (${what})`)
  return list[index]
}

export function stringParam(value: unknown, where: string): string {
  if (typeof value !== 'string') throw invalidParams(`${where} must be a string`)
  return value
}

export function addressParam(value: unknown, where: string): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${where} must be a base58-encoded 32-byte address`)
  return value
}

export function addressList(value: unknown, where: string, max: number): Address[] {
  if (!Array.isArray(value)) throw invalidParams(`${where} must be an array of addresses`)
  if (value.length > max) throw invalidParams(`${where} has ${value.length} entries (max ${max})`)
  return value.map((item, i) => addressParam(item, `${where}[${i}]`))
}

export function uintParam(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalidParams(`${where} must be a non-negative integer`)
  return value
}

/** A config object; absent or null means none. Checks the options every config shares. */
export function configParam(value: unknown, where: string, currentSlot: bigint): Config {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams(`${where} must be a config object`)
  const config = value as Config
  for (const key of ['commitment', 'preflightCommitment'] as const) {
    if (config[key] !== undefined && !COMMITMENTS.includes(config[key] as (typeof COMMITMENTS)[number])) {
      throw invalidParams(`${where}.${key} must be one of ${COMMITMENTS.join(', ')}`)
    }
  }
  if (config.minContextSlot !== undefined) {
    const minContextSlot = uintParam(config.minContextSlot, `${where}.minContextSlot`)
    if (BigInt(minContextSlot) > currentSlot) {
      throw new RpcError(RPC_ERROR.minContextSlotNotReached, 'Minimum context slot has not been reached', { contextSlot: currentSlot })
    }
  }
  return config
}

export function optionOf<const T extends string>(config: Config, key: string, allowed: readonly T[], fallback: T, where: string): T {
  const value = config[key]
  if (value === undefined) return fallback
  if (!allowed.includes(value as T)) throw invalidParams(`${where}.${key} must be one of ${allowed.join(', ')}`)
  return value as T
}

export function booleanOf(config: Config, key: string, fallback: boolean, where: string): boolean {
  const value = config[key]
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') throw invalidParams(`${where}.${key} must be a boolean`)
  return value
}

export function accountEncodingOf(config: Config, where: string, fallback: AccountEncoding = 'binary'): AccountEncoding {
  return optionOf(config, 'encoding', ACCOUNT_ENCODINGS, fallback, where)
}

export function dataSliceOf(config: Config, where: string): DataSlice | undefined {
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return undefined
  if (typeof slice !== 'object') throw invalidParams(`${where}.dataSlice must be { offset, length }`)
  const { offset, length } = slice as { offset?: unknown; length?: unknown }
  return { offset: uintParam(offset, `${where}.dataSlice.offset`), length: uintParam(length, `${where}.dataSlice.length`) }
}
