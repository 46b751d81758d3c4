/**
 * The devnet's own ERC-4337 operator keys, outside the dev mnemonic: the
 * contracts' deployer (its nonces 0 and 1 fix the addresses on every run and
 * both chains) and the bundler that sends handleOps. Neither touches a dev
 * account's nonce or balance; both are funded with anvil_setBalance.
 */
import { keccak256, parseEther, stringToHex, toHex, type Address, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export const aaDeployer = privateKeyToAccount(keccak256(stringToHex('portico devnet: erc-4337 deployer')))
export const bundlerOperator = privateKeyToAccount(keccak256(stringToHex('portico devnet: erc-4337 bundler')))

/** Gas money for an operator on a fresh devnet chain. */
export async function fundOperator(client: PublicClient, address: Address): Promise<void> {
  await client.request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('1000'))] as never })
}
