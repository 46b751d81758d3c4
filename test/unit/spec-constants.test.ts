/**
 * SPEC §9, every constant against the spec's value, read from the one constants module of its owner: the
 * kernel (kernel/constants.ts, and the frame bridge's and the wallet list's own), and each plugin or adapter
 * (its constants.ts). One case per line of §9, in its order; a value that moves or changes fails here.
 */
import { describe, expect, it } from 'vitest'
import * as kernel from '../../kernel/constants'
import * as frame from '../../kernel/frame/constants'
import * as walletList from '../../kernel/wallets/constants'
import { formatBalance, formatTokenValue } from '../../kernel/format'
import { mainnet } from 'portico/networks'
import * as embeddedWallet from '../../plugins/embedded-wallet/constants'
import * as names from '../../plugins/names/constants'
import * as onramp from '../../plugins/onramp/constants'
import { RESTRICTED_TIMEZONES } from '../../plugins/onramp/restricted'
import * as swaps from '../../plugins/swaps/constants'
import * as walletconnect from '../../plugins/walletconnect/constants'
import * as eip155 from '../../adapters/eip155/constants'

describe('SPEC §9 constants', () => {
  it('frame timeout 30000 ms, heartbeat 5 s, pending transactions limit 99, auth chains eip155 and solana, ETH id 1', () => {
    expect(frame.FRAME_TIMEOUT_MS).toBe(30_000)
    for (const request of ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL'] as const) {
      expect(frame.requestTimeout(request), request).toBe(30_000)
    }
    expect(frame.HEARTBEAT_INTERVAL_MS).toBe(5_000)
    expect(embeddedWallet.PENDING_REQUESTS_LIMIT).toBe(99)
    expect(kernel.AUTH_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1' })
  })

  it('email cooldown 30 s, balance retry lock 30 s, caches (balance and portfolio 30 s, ENS and identity 5 min, client 1 s), recent wallets 2, pairing 4 min and 10 s, toast swap 150 ms, image preload 2 s, name debounce 500 ms, other constants 10 s, 5 s, 3 s', () => {
    expect(embeddedWallet.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(kernel.BALANCE_RETRY_LOCK_MS).toBe(30_000)
    expect(kernel.BALANCE_CACHE_MS).toBe(30_000)
    expect(kernel.PORTFOLIO_CACHE_MS).toBe(30_000)
    expect(names.NAME_CACHE_MS).toBe(300_000)
    expect(kernel.IDENTITY_CACHE_MS).toBe(300_000)
    expect(kernel.CLIENT_CACHE_MS).toBe(1_000)
    expect(kernel.RECENT_WALLETS_KEPT).toBe(2)
    expect(walletconnect.PAIRING_EXPIRY_MS).toBe(240_000)
    expect(walletconnect.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(kernel.TOAST_SWAP_DELAY_MS).toBe(150)
    expect(walletList.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect(names.NAME_DEBOUNCE_MS).toBe(500)
    // "other constants 10 s, 5 s, 3 s": the HTTP timeout, the heartbeat, a toast's auto-close.
    expect([kernel.HTTP_TIMEOUT_MS, frame.HEARTBEAT_INTERVAL_MS, kernel.TOAST_AUTO_CLOSE_MS]).toEqual([10_000, 5_000, 3_000])
  })

  it('provider fee 0.0085, swap gas 150000, slippage 1, target 6 decimals (3 in the toast), balance 3 decimals, token value 2 decimals en-US', () => {
    expect(swaps.PROVIDER_FEE_RATE).toBe(0.0085)
    expect(eip155.DEFAULT_CALL_GAS).toBe(150_000n)
    expect(swaps.SWAP_SLIPPAGE).toBe(1)
    expect(swaps.TARGET_DECIMALS).toBe(6)
    expect(swaps.TOAST_DECIMALS).toBe(3)
    expect(formatBalance(0)).toBe('0.000')
    expect(formatBalance('1234.56789')).toBe('1234.568')
    expect(formatTokenValue(1234.5)).toBe('1,234.50')
  })

  it('swap networks', () => {
    expect(swaps.SWAP_NETWORKS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
  })

  it('on-ramp providers coinbase and meld at 1-2 %, coinbase pay chains with ethereum as fallback, sample limits, restricted time zones', () => {
    expect(onramp.ONRAMP_PROVIDERS.map(({ id, feeRange }) => `${id} ${feeRange}`)).toEqual(['coinbase 1-2%', 'meld 1-2%'])
    expect(onramp.COINBASE_PAY_CHAINS).toEqual(['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'])
    expect(onramp.FALLBACK_PAY_CHAIN).toBe('ethereum')
    expect(onramp.SAMPLE_PAYMENT_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(onramp.SAMPLE_CURRENCIES).toEqual(['USD', 'EUR'])
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']) expect(RESTRICTED_TIMEZONES).toContain(zone)
  })

  it('wallet lists: featured as many as ids (4 if unknown), recommended 4, 40 a page, images of the first 20, search up to 100 waiting at least 300 ms', () => {
    expect(walletList.FEATURED_FALLBACK_ENTRIES).toBe(4)
    expect(walletList.RECOMMENDED_ENTRIES).toBe(4)
    expect(walletList.PAGE_SIZE).toBe(40)
    expect(walletList.PRELOADED_IMAGE_COUNT).toBe(20)
    expect(walletList.SEARCH_ENTRIES).toBe(100)
    expect(walletList.SEARCH_MIN_WAIT_MS).toBe(300)
  })

  it('query backoff 1000·2^n capped 30 s, retries 3, RPC retries 3 after 150 ms, retried statuses, RPC timeout 10000 ms, batch 1000, receipt wait 180000 ms, base fee ×1.2, polling 4000 ms', () => {
    expect(kernel.HTTP_BACKOFF_BASE_MS).toBe(1_000)
    expect(kernel.HTTP_BACKOFF_CAP_MS).toBe(30_000)
    expect(kernel.HTTP_RETRIES).toBe(3)
    expect(kernel.RPC_RETRIES).toBe(3)
    expect(kernel.RPC_RETRY_DELAY_MS).toBe(150)
    expect(kernel.HTTP_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(kernel.RPC_TIMEOUT_MS).toBe(10_000)
    expect(kernel.RPC_BATCH_SIZE).toBe(1_000)
    expect(eip155.RECEIPT_TIMEOUT_MS).toBe(180_000)
    expect(eip155.BASE_FEE_MULTIPLIER).toBe(1.2)
    expect(eip155.RECEIPT_POLL_MS).toBe(4_000)
  })

  it("log buffer about 1 MB, default log level 'error', the secure site's SDK version '4'", () => {
    expect(kernel.LOG_BUFFER_CHARS).toBe(1_000_000)
    expect(kernel.DEFAULT_LOG_LEVEL).toBe('error')
    expect(frame.SECURE_SITE_SDK_VERSION).toBe('4')
  })
})
