/**
 * The calldata of an ERC-20 `transfer(address to, uint256 amount)`: its selector and the two arguments as
 * 32-byte words. Written out: viem's ABI encoder, with the keccak of the signature that the selector is, costs
 * about 6 kB gzip for these few bytes (the unit test compares it with viem's `encodeFunctionData`).
 */
import { errorIn } from '../../kernel/plugin'
import { EIP155_MESSAGES } from './errors'

/** The first 4 bytes of keccak256('transfer(address,uint256)'). */
const TRANSFER_SELECTOR = '0xa9059cbb'
const UINT256_END = 2n ** 256n

const word = (hex: string) => hex.padStart(64, '0')

/** `to` is an address of the SPEC §5 shape. */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  if (amount < 0n || amount >= UINT256_END) throw errorIn(EIP155_MESSAGES, 'INVALID_INPUT', 'token amount', String(amount))
  return `${TRANSFER_SELECTOR}${word(to.slice(-40).toLowerCase())}${word(amount.toString(16))}`
}
