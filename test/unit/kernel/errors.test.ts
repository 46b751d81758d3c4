import { describe, expect, it } from 'vitest'
import * as catalogue from '../../../kernel/errors'
import {
  ALERTS,
  CONNECTION_MESSAGES,
  MESSAGES,
  PorticoError,
  WALLET_ERROR_CODES,
  apiAlertCode,
  errorIn,
  errorMessage,
  kernelError,
  messageIn,
  messageOf,
} from '../../../kernel/errors'
import { FRAME_MESSAGES } from '../../../kernel/frame/errors'

describe('kernel/errors', () => {
  it('SPEC §8: fixed messages are quoted exactly', () => {
    expect(FRAME_MESSAGES.FRAME_NOT_SET).toBe('W3mFrame: iframe is not set')
    expect(FRAME_MESSAGES.FRAME_LOAD_FAILED).toBe('Unable to load email login dependency')
    expect(MESSAGES.TOKEN_BALANCE_UNAVAILABLE).toBe('Token Balance Unavailable')
    expect(MESSAGES.CHAIN_REQUIRED_SET_ACCOUNT_PROP).toBe('Chain is required to set account prop')
    expect(MESSAGES.RPC_CALL_NOT_ALLOWED).toBe('Requested RPC call is not allowed')
    expect(MESSAGES.DISCONNECT_CHAINS_FAILED).toBe('Failed to disconnect chains')
  })

  it('SPEC §8: parameterised messages take their values', () => {
    expect(messageOf('DISCONNECT_CHAIN_FAILED', 'solana', 'boom')).toBe('Failed to disconnect chain solana: boom')
    expect(messageOf('SWITCH_CHAIN_FAILED', '0x1')).toBe(
      "Failed to switch to chain 0x1. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.",
    )
  })

  it('SPEC §8: PorticoError carries code, short message and cause', () => {
    const cause = new Error('inner')
    const error = new PorticoError('ADAPTER_NOT_FOUND', 'Adapter not found', { cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('ADAPTER_NOT_FOUND')
    expect(error.message).toBe('Adapter not found')
    expect(error.cause).toBe(cause)
    expect(errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')).toMatchObject({ code: 'CHAIN_ADAPTER_NOT_FOUND', message: 'Chain adapter not found' })
  })

  it('SPEC §8: API error texts map to alerts', () => {
    expect(apiAlertCode('Unauthorized: origin not allowed')).toBe('INVALID_APP_CONFIGURATION')
    expect(ALERTS[apiAlertCode('{"reason":"Unauthorized: invalid key"}') ?? 'INVALID_CONFIG'].title).toBe('Invalid Project ID - update configuration')
    expect(ALERTS[apiAlertCode('JWT validation error: JWT Token is not yet valid') ?? 'INVALID_CONFIG'].title).toBe('Session Expired')
    expect(apiAlertCode('Internal error')).toBeUndefined()
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.title).toBe('Project ID Not Configured')
    expect(ALERTS.SWITCH_NETWORK_NOT_FOUND.title).toBe('Network Not Found')
  })

  it("SPEC §8: the kernel's groups partition its catalogue: each code in exactly one group; no feature's group is the kernel's", () => {
    const named = Object.entries(catalogue).filter(([name]) => name.endsWith('_MESSAGES'))
    expect(named.map(([name]) => name).sort()).toEqual(
      ['CONNECTION', 'KERNEL', 'NETWORK', 'PROVIDER', 'REACT', 'REQUEST', 'STORAGE', 'STORE'].map((group) => `${group}_MESSAGES`),
    )
    const groups = named.map(([, group]) => group as Record<string, unknown>)
    const codes = groups.flatMap((group) => Object.keys(group))
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.sort()).toEqual(Object.keys(MESSAGES).sort())
    for (const group of groups) for (const [code, entry] of Object.entries(group)) expect(MESSAGES[code as keyof typeof MESSAGES]).toBe(entry)
  })

  it('SPEC §8: a group lookup gives the catalogue message; kernelError reads the kernel group', () => {
    expect(messageIn(CONNECTION_MESSAGES, 'DISCONNECT_CHAIN_FAILED', 'solana', 'boom')).toBe(messageOf('DISCONNECT_CHAIN_FAILED', 'solana', 'boom'))
    expect(kernelError('PLUGIN_ALREADY_REGISTERED', 'swaps')).toMatchObject({ code: 'PLUGIN_ALREADY_REGISTERED', message: messageOf('PLUGIN_ALREADY_REGISTERED', 'swaps') })
    expect(kernelError('RUNTIME_NOT_LOADED').message).toBe('Portico runtime is not loaded yet: await modal.ready()')
    expect(messageOf('ADAPTER_NOT_FOUND')).toBe('Adapter not found')
  })

  it('SPEC §8: wallet error codes', () => {
    expect(WALLET_ERROR_CODES).toEqual({ USER_REJECTED: 4001, UNRECOGNIZED_CHAIN_ID: 4902, DEFAULT: 5000, INVALID_CHAIN_ID: 32603 })
  })

  it('SPEC §8: unknown throwables read as "Unknown error"', () => {
    expect(errorMessage(new Error('x'))).toBe('x')
    expect(errorMessage('text')).toBe('text')
    expect(errorMessage({})).toBe('Unknown error')
    // A wallet's Error whose message is no text: the view renders text only.
    expect(errorMessage(Object.assign(new Error('x'), { message: { nested: true } }))).toBe('Unknown error')
  })
})
