import { describe, expect, it } from 'vitest'
import { guardRelayFrames, isRelayFrame, MAX_RELAY_FRAME_CHARS } from '../../../../plugins/walletconnect/relay-frames'

const subscription = (data: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1795676487751000, method: 'irn_subscription', params: { id: 'sub', data } })
const delivery = subscription({ topic: 'ab'.repeat(32), message: 'AAEC', publishedAt: 1, tag: 1108 })

describe('isRelayFrame', () => {
  it('lets through what the relay sends: a subscription message, a reply, an error reply', () => {
    expect(isRelayFrame(delivery)).toBe(true)
    expect(isRelayFrame('{"jsonrpc":"2.0","id":"17956764877510001","result":true}')).toBe(true)
    expect(isRelayFrame('{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid params"}}')).toBe(true)
  })

  it.each([
    ['not JSON', '{"jsonrpc":"2.0","id":'],
    ['JSON null (the SDK throws on it)', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['a string', '"irn_subscription"'],
    ['another JSON-RPC version', '{"jsonrpc":"1.0","id":1,"method":"irn_subscription"}'],
    ['no id', '{"jsonrpc":"2.0","method":"irn_subscription","params":{}}'],
    ['a subscription without data (the SDK throws on it)', subscription(undefined)],
    ['a subscription without params', '{"jsonrpc":"2.0","id":1,"method":"irn_subscription","params":null}'],
    ['a subscription whose topic is not a string', subscription({ topic: 42, message: 'AAEC' })],
    ['a subscription without a message', subscription({ topic: 'ab' })],
  ])('refuses %s', (_, frame) => {
    expect(isRelayFrame(frame)).toBe(false)
  })

  it('refuses a frame over the size cap (the SDK throws on one near its log buffer) and binary data', () => {
    const big = subscription({ topic: 'ab', message: 'A'.repeat(MAX_RELAY_FRAME_CHARS) })
    expect(isRelayFrame(big)).toBe(false)
    expect(isRelayFrame(subscription({ topic: 'ab', message: 'A'.repeat(MAX_RELAY_FRAME_CHARS - 200) }))).toBe(true)
    expect(isRelayFrame(new ArrayBuffer(8))).toBe(false)
    expect(isRelayFrame(undefined)).toBe(false)
  })
})

describe('guardRelayFrames', () => {
  /** The shape of the SDK's socket class: every message goes through onPayload, looked up per message. */
  class Socket {
    read: unknown[] = []
    onPayload(event: { data: unknown }) {
      this.read.push(event.data)
    }
    message(data: unknown) {
      this.onPayload({ data })
    }
  }

  it('drops refused frames on the socket it was given and on later sockets of the class, once however often it is applied', () => {
    const open = new Socket()
    expect(guardRelayFrames(open)).toBe(true)
    expect(guardRelayFrames(new Socket())).toBe(true)
    const later = new Socket()
    for (const socket of [open, later]) {
      socket.message('null')
      socket.message(delivery)
      socket.message(subscription(undefined))
    }
    expect(open.read).toEqual([delivery])
    expect(later.read).toEqual([delivery])
  })

  it('leaves what is not such a socket alone (no socket opened yet: the relayer holds an empty object)', () => {
    const other = { send: () => undefined }
    expect(guardRelayFrames(other)).toBe(false)
    expect(guardRelayFrames(undefined)).toBe(false)
    expect(Object.getPrototypeOf(other)).toBe(Object.prototype)
    expect('onPayload' in Object.prototype).toBe(false)
  })
})
