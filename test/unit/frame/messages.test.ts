import { describe, expect, it } from 'vitest'
import { APP, FRAME_READY, FRAME_SESSION_UPDATE, errorType, successType, type RequestName } from '../../../kernel/frame/constants'
import { APP_REQUEST_SCHEMAS, FRAME_MESSAGE_SCHEMAS, parseAppRequest, parseFrameMessage } from '../../../kernel/frame/messages'

const names = Object.keys(APP) as RequestName[]

describe('SPEC §7: every frame message has a schema', () => {
  it('SPEC §7: each request, its _SUCCESS and _ERROR reply, READY and SESSION_UPDATE', () => {
    for (const name of names) {
      expect(APP_REQUEST_SCHEMAS.has(APP[name])).toBe(true)
      expect(FRAME_MESSAGE_SCHEMAS.has(successType(name))).toBe(true)
      expect(FRAME_MESSAGE_SCHEMAS.has(errorType(name))).toBe(true)
    }
    expect(FRAME_MESSAGE_SCHEMAS.has(FRAME_READY)).toBe(true)
    expect(FRAME_MESSAGE_SCHEMAS.has(FRAME_SESSION_UPDATE)).toBe(true)
    expect(APP.CONNECT_EMAIL).toBe('@w3m-app/CONNECT_EMAIL')
    expect(successType('CONNECT_EMAIL')).toBe('@w3m-frame/CONNECT_EMAIL_SUCCESS')
  })

  it('SPEC §7: every message needs an id so replies match requests', () => {
    expect(parseAppRequest({ type: APP.GET_USER })).toBeUndefined()
    expect(parseAppRequest({ id: 'r1', type: APP.GET_USER })).toEqual({ id: 'r1', type: APP.GET_USER })
    expect(parseFrameMessage({ type: successType('SIGN_OUT') })).toBeUndefined()
    expect(parseFrameMessage({ id: 'r1', type: errorType('SIGN_OUT'), payload: { message: 'x' } })?.kind).toBe('error')
  })
})

describe('SPEC §5 validation rules', () => {
  const req = (name: RequestName, payload: unknown) => parseAppRequest({ id: 'r', type: APP[name], payload })

  it('SPEC §5: email payloads must be valid e-mail strings', () => {
    expect(req('CONNECT_EMAIL', { email: 'a@example.com' })).toBeDefined()
    expect(req('CONNECT_EMAIL', { email: 'not an email' })).toBeUndefined()
    expect(req('UPDATE_EMAIL', { email: 42 })).toBeUndefined()
  })

  it('SPEC §5: social provider is one of google, github, apple, facebook, x, discord (and telegram, SPEC §1)', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'telegram']) {
      expect(req('GET_SOCIAL_REDIRECT_URI', { provider })).toBeDefined()
    }
    for (const provider of ['farcaster', 'Telegram', 'tg', '', 'telegram ']) {
      expect(req('GET_SOCIAL_REDIRECT_URI', { provider }), provider).toBeUndefined()
    }
  })

  it('SPEC §5: theme mode is light or dark', () => {
    expect(req('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } })).toBeDefined()
    expect(req('SYNC_THEME', { themeMode: 'sepia' })).toBeUndefined()
  })

  it('SPEC §5: device step action is VERIFY_DEVICE, VERIFY_OTP or CONNECT; update step VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP', () => {
    const email = (action: string) => parseFrameMessage({ id: 'r', type: successType('CONNECT_EMAIL'), payload: { action } })
    const update = (action: string) => parseFrameMessage({ id: 'r', type: successType('UPDATE_EMAIL'), payload: { action } })
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) expect(email(action)).toBeDefined()
    expect(email('VERIFY_PRIMARY_OTP')).toBeUndefined()
    for (const action of ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) expect(update(action)).toBeDefined()
    expect(update('CONNECT')).toBeUndefined()
  })

  it('SPEC §5: OTP is a string', () => {
    expect(req('CONNECT_OTP', { otp: '123456' })).toBeDefined()
    expect(req('CONNECT_OTP', { otp: 123456 })).toBeUndefined()
    expect(req('UPDATE_EMAIL_SECONDARY_OTP', { otp: null })).toBeUndefined()
  })

  it("SPEC §5: send-calls entries need 'to' starting with 0x, optional 0x data, optional value", () => {
    const calls = (entry: unknown) => req('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [entry] }] })
    expect(calls({ to: '0xabc' })).toBeDefined()
    expect(calls({ to: '0xabc', data: '0x12', value: '0x1' })).toBeDefined()
    expect(calls({ to: 'abc' })).toBeUndefined()
    expect(calls({ to: '0xabc', data: '12' })).toBeUndefined()
    expect(calls({ to: '0xabc', value: 1 })).toBeUndefined()
  })

  it('SPEC §7: RPC requests name a supported method', () => {
    expect(req('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x1'] })).toBeDefined()
    expect(req('RPC_REQUEST', { method: 'eth_sign', params: [] })).toBeUndefined()
  })

  it('SPEC §3: the wallet user: nullable email, string or number chainId, typed accounts', () => {
    const user = (payload: unknown) => parseFrameMessage({ id: 'r', type: successType('GET_USER'), payload })
    const base = { address: '0x1', chainId: 1 }
    expect(user({ ...base, email: null, chainId: 'solana:x', accounts: [{ address: '0x1', type: 'eoa' }] })).toBeDefined()
    expect(user({ ...base, userName: 'dev', smartAccountDeployed: false, preferredAccountType: 'smartAccount' })).toBeDefined()
    expect(user({ ...base, accounts: [{ address: '0x1', type: 'ordinal' }] })).toBeUndefined()
    expect(user({ ...base, chainId: true })).toBeUndefined()
  })
})
