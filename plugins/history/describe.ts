/** What an Activity row says about a transaction: what happened, to which token or NFT, how much, when. */
import { truncateAddress, type Transaction, type TransactionTransfer } from '../../kernel/plugin'

export interface TransactionSummary {
  /** 'Sent', 'Received', 'Minted', ...; 'Bought' for an on-ramp purchase. */
  action: string
  /** The token symbol or the NFT name (or, without a transfer, the counterparty). */
  subject: string
  /** The signed amount with its symbol ('+1,000 USDC', '−0.25 ETH'); absent for NFTs and calls without a transfer. */
  amount?: string
  imageUrl?: string
  /** 'Mar 14', in the person's time zone. */
  date: string
}

const ACTIONS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Swapped',
  approve: 'Approved',
  deploy: 'Deployed',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  stake: 'Staked',
  unstake: 'Unstaked',
  claim: 'Claimed',
  cancel: 'Cancelled',
}

const SIGNS = { in: '+', out: '−', self: '' } as const

/** Up to 4 decimals, en-US; what would round to zero says so. */
export function formatAmount(numeric: string): string {
  const value = Number(numeric)
  if (!Number.isFinite(value)) return numeric
  if (value !== 0 && Math.abs(value) < 0.0001) return '<0.0001'
  return value.toLocaleString('en-US', { maximumFractionDigits: 4 })
}

function actionOf(operationType: string): string {
  return ACTIONS[operationType] ?? operationType.charAt(0).toUpperCase() + operationType.slice(1)
}

/** The transfer a row shows: the first that is not a spam NFT (a kept transaction has one, or none at all). */
function shownTransfer(transaction: Transaction): TransactionTransfer | undefined {
  return transaction.transfers.find((transfer) => !transfer.nft_info?.flags.is_spam)
}

/** `purchase`: the transaction is one of the account's on-ramp purchases (the coinbase transactions). */
export function summarize(transaction: Transaction, purchase = false): TransactionSummary {
  const { metadata } = transaction
  const transfer = shownTransfer(transaction)
  const date = new Date(metadata.minedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
  const action = purchase ? 'Bought' : actionOf(metadata.operationType)
  if (transfer?.nft_info) {
    return { action, subject: transfer.nft_info.name ?? 'NFT', imageUrl: transfer.nft_info.content?.preview?.url, date }
  }
  if (transfer) {
    const symbol = transfer.fungible_info?.symbol ?? ''
    return {
      action,
      subject: symbol || 'Token',
      amount: `${SIGNS[transfer.direction]}${formatAmount(transfer.quantity.numeric)}${symbol ? ` ${symbol}` : ''}`,
      imageUrl: transfer.fungible_info?.icon?.url,
      date,
    }
  }
  return { action, subject: truncateAddress(metadata.sentTo), date }
}
