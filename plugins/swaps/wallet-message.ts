/** SPEC §8: a wallet's refusal shows its short message, else 'Transaction error'. */
import { messageIn } from '../../kernel/plugin'
import { SWAP_MESSAGES } from './messages'

const SHORT = 120

export function walletMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage.trim()) return shortMessage.trim()
    // A provider error's message is short when it is one line (a 4001 'User rejected the request.').
    if (typeof message === 'string' && message.trim() && message.length <= SHORT && !message.includes('\n')) return message.trim()
  }
  return messageIn(SWAP_MESSAGES, 'SWAP_WALLET_ERROR')
}
