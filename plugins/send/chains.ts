/**
 * How a transfer is made on each namespace: the receiver rule, the wallet request, the gas it costs, where
 * its price comes from and what a failure says. The form, the preview and the send action read only this table.
 */
import { encodeFunctionData, erc20Abi } from 'viem'
import { checksumEvmAddress, errorIn, hasEvmAddressShape, isEvmAddress, isSolanaAddress, messageIn, parseUnits, type Kernel, type Namespace, type Network, type SendTransactionArgs, type TokenBalance } from '../../kernel/plugin'
import { SEND_FORM_MESSAGES, SEND_MESSAGES } from './messages'
import { isNative, tokenContract } from './tokens'

export interface TransferArgs {
  token: TokenBalance
  receiver: string
  /** In the token's base units. */
  amount: bigint
  /** Wei per gas unit, from the gas-price route. */
  gasPrice?: bigint
}

export interface SendChain {
  isAddress(value: string): boolean
  /** An address of the right shape whose checksum fails (a typo), where the namespace's addresses carry one. */
  failsChecksum?(value: string): boolean
  /** The receiver field's hint of what an address looks like. */
  receiverPlaceholder: string
  /** A valid receiver as the wallet and the identity route want it. */
  normalizeAddress(value: string): string
  /** The wallet request of a transfer to a normalized receiver; throws when the token has no readable contract. */
  buildTransfer(args: TransferArgs): SendTransactionArgs
  /** The gas units a transfer of this token is priced at (the form's fee and gas check). */
  gasUnits(token: TokenBalance): bigint
  /** What needs a gas price before it can be sent (SPEC §5). */
  needsGasPrice(token: TokenBalance): boolean
  /** The price of one gas unit in the native token's base units, as a decimal string; '0' when unavailable. */
  gasPrice(kernel: Kernel, network: Network): Promise<string>
  /** The toast of a failed transfer (SPEC §8). */
  failedMessage: string
  /** One message for a missing amount or receiver, for namespaces whose spec words it (SPEC §5, Solana). */
  missingInputMessage?: string
}

/**
 * Gas units: 21000 for a native transfer (the protocol's fixed cost); 65000 for an ERC-20 `transfer`, a fixed
 * bound above what OpenZeppelin-style tokens spend (about 35k, 52k to a first-time holder), so the fee shows
 * without an eth_estimateGas call per keystroke. The wallet still estimates the gas limit it sends with.
 */
export const NATIVE_TRANSFER_GAS = 21_000n
export const ERC20_TRANSFER_GAS = 65_000n

const eip155: SendChain = {
  isAddress: isEvmAddress,
  failsChecksum: (value) => hasEvmAddressShape(value) && !isEvmAddress(value),
  receiverPlaceholder: '0x…',
  // SPEC §5 allows the 0x to be left out; the wallet wants it, and the review shows the EIP-55 form.
  normalizeAddress: checksumEvmAddress,
  buildTransfer({ token, receiver, amount, gasPrice }) {
    const to = checksumEvmAddress(receiver)
    // SPEC §5: native needs the gas price, and goes with it as the incumbent does; ERC-20 lets the wallet price it.
    if (isNative(token)) return { to, value: amount, ...(gasPrice === undefined ? {} : { gasPrice }) }
    const contract = tokenContract(token)
    if (!contract) throw errorIn(SEND_FORM_MESSAGES, 'TOKEN_CONTRACT_UNREADABLE', token.symbol)
    return { to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) }
  },
  gasUnits: (token) => (isNative(token) ? NATIVE_TRANSFER_GAS : ERC20_TRANSFER_GAS),
  needsGasPrice: isNative,
  // The route resolves to zeros when it fails (SPEC §8 fallback).
  gasPrice: (kernel, network) => kernel.services.blockchain.getGasPrice({ chainId: network.caipNetworkId }).then(({ standard }) => standard),
  failedMessage: messageIn(SEND_MESSAGES, 'SEND_FAILED'),
}

/**
 * Solana: the adapter builds the SOL or SPL transfer (SendTransactionArgs.token is the mint) and prices it
 * (SPEC §7: Solana gas comes from the adapter, in SOL); a transfer is one fee, so one "gas unit" at that price.
 */
const solana: SendChain = {
  isAddress: isSolanaAddress,
  receiverPlaceholder: 'Solana address',
  normalizeAddress: (value) => value.trim(),
  buildTransfer: ({ token, receiver, amount }) => (isNative(token) ? { to: receiver, value: amount } : { to: receiver, value: amount, token: token.address }),
  gasUnits: () => 1n,
  needsGasPrice: () => false,
  async gasPrice(kernel, network) {
    const fees = await kernel.connection.getGasPrice('solana')
    return fees ? parseUnits(fees.standard, network.nativeCurrency.decimals).toString() : '0'
  },
  failedMessage: messageIn(SEND_MESSAGES, 'SEND_FAILED_SOLANA'),
  missingInputMessage: messageIn(SEND_MESSAGES, 'SEND_INVALID_SOLANA'),
}

export const SEND_CHAINS: Partial<Record<Namespace, SendChain>> = { eip155, solana }
