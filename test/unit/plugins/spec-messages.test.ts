/** SPEC §8: the texts the feature plugins raise, each in its own plugin's group, quoted word for word. */
import { describe, expect, it } from 'vitest'
import { messageIn } from 'portico/plugin'
import { ACTIVITY_MESSAGES } from '../../../plugins/history/messages'
import { NAMES_MESSAGES } from '../../../plugins/names/messages'
import { SEND_MESSAGES } from '../../../plugins/send/messages'
import { EMBEDDED_WALLET_MESSAGES } from '../../../plugins/embedded-wallet/messages'
import { SOCIALS_TIMEOUT_ALERT } from '../../../plugins/socials/messages'
import { SIWX_CONFIG_MESSAGES, SIWX_MESSAGES } from '../../../plugins/siwx/messages'
import { WALLETCONNECT_MESSAGES } from '../../../plugins/walletconnect/messages'
import { SWAP_MESSAGES } from '../../../plugins/swaps/messages'

describe("the feature plugins' SPEC §8 texts", () => {
  it('Transactions', () => {
    expect(ACTIVITY_MESSAGES).toEqual({
      FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
      TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
    })
  })

  it('Names', () => {
    expect(messageIn(NAMES_MESSAGES, 'NAME_REGISTER_FAILED', 'alice')).toBe('Error registering name alice')
    expect(NAMES_MESSAGES).toMatchObject({
      NAME_RESOLVE_FAILED: 'Error resolving name',
      NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
      NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
      NETWORK_NOT_FOUND: 'Network not found',
      ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
    })
  })

  it('Send, and the Solana wording of SPEC §5', () => {
    expect(SEND_MESSAGES).toEqual({
      SEND_STARTED: 'Transaction started',
      SEND_FAILED: 'Something went wrong',
      SEND_INSUFFICIENT_BALANCE: 'Insufficient balance',
      SEND_FAILED_SOLANA: 'Failed to send transaction. Please try again.',
      SEND_INVALID_SOLANA: 'Please enter a valid amount and receiver address',
    })
  })

  it('Swap, with its progress texts and the SPEC §5 input errors', () => {
    expect(messageIn(SWAP_MESSAGES, 'SWAP_PROGRESS', '1 ETH', '3000 USDC')).toBe('Swapping 1 ETH to 3000 USDC')
    expect(messageIn(SWAP_MESSAGES, 'SWAP_DONE', '1 ETH', '3000 USDC')).toBe('Swapped 1 ETH to 3000 USDC')
    expect(SWAP_MESSAGES).toMatchObject({
      SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
      SWAP_INIT_FAILED: 'Failed to initialize swap',
      SWAP_NETWORK_PRICE_FAILED: 'Failed to fetch network token price',
      SWAP_ALLOWANCE_FAILED: 'Failed to check allowance',
      SWAP_APPROVAL_FAILED: 'Failed to create approval transaction',
      SWAP_TRANSACTION_FAILED: 'Failed to create transaction',
      SWAP_WALLET_ERROR: 'Transaction error',
      SWAP_APPROVE_PROGRESS: 'Approve limit increase in your wallet',
      SWAP_CONFIRM_PROGRESS: 'Confirm transaction in your wallet',
      SWAP_INSUFFICIENT_BALANCE: 'Insufficient balance',
      SWAP_INCORRECT_AMOUNT: 'Incorrect amount',
      SWAP_ENTER_VALID_AMOUNT: 'Please enter a valid amount',
    })
  })

  it('Sign-in', () => {
    expect(SIWX_MESSAGES).toEqual({
      SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      SIWX_SIGNATURE_DECLINED: 'Signature declined',
      SIWX_SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
    })
    expect(SIWX_CONFIG_MESSAGES.SIWE_AND_SIWX).toBe('siweConfig and siwx cannot both be set')
  })

  it("Provider use (WalletConnect's provider)", () => {
    expect(messageIn(WALLETCONNECT_MESSAGES, 'NAMESPACE_NOT_CONFIGURED', 'eip155')).toBe(
      "Namespace 'eip155' is not configured. Please call connect() first with namespace config.",
    )
  })

  it("The embedded wallet's email login interval (SPEC §5) and the social-login timeout alert", () => {
    expect(messageIn(EMBEDDED_WALLET_MESSAGES, 'EMAIL_COOLDOWN', 12)).toBe('Please try again after 12 seconds')
    expect(SOCIALS_TIMEOUT_ALERT).toMatchObject({ code: 'SOCIALS_TIMEOUT', title: 'Invalid App Configuration' })
  })
})
