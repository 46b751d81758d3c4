/**
 * The EVM address rule for an address a person types or funds go to: the SPEC §5 shape and the EIP-55
 * checksum. The hash it needs ships with this adapter only, never with the modal.
 */
import { checksumAddress } from 'viem'
import { hasEvmAddressShape } from '../../kernel/plugin'

/**
 * The SPEC §5 shape, and when its letters are of mixed case, a checksum that holds (EIP-55, which every
 * wallet checks). A mixed-case address whose checksum fails is a typo; all lower or all upper case carries
 * no checksum to check.
 */
export function isEvmAddress(value: string): boolean {
  if (!hasEvmAddressShape(value)) return false
  const digits = value.slice(-40)
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true
  return checksumEvmAddress(digits) === `0x${digits}`
}

/** The EIP-55 checksummed form (0x added) of an address of the SPEC §5 shape: how every address is shown for review. */
export function checksumEvmAddress(value: string): `0x${string}` {
  return checksumAddress(`0x${value.slice(-40).toLowerCase()}`)
}
