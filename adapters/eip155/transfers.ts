/**
 * The eip155 `transfers` capability: the SPEC §5 address rule with its EIP-55 checksum, a native transfer or an
 * ERC-20 `transfer` call, the gas units each is priced at, and the gas price of the Blockchain API's route.
 */
import { errorIn, hasEvmAddressShape, type Transfers } from '../../kernel/plugin'
import { checksumEvmAddress, isEvmAddress } from './address'
import { erc20TransferData } from './erc20'
import { EIP155_MESSAGES } from './errors'
import { standardPrice, type GasPrices } from './fees'

/**
 * Gas units: 21000 for a native transfer (the protocol's fixed cost); 65000 for an ERC-20 `transfer`, a fixed
 * bound above what OpenZeppelin-style tokens spend (about 35k, 52k to a first-time holder), so the fee shows
 * without an eth_estimateGas call per keystroke. The wallet still estimates the gas limit it sends with.
 */
export const NATIVE_TRANSFER_GAS = 21_000n
export const ERC20_TRANSFER_GAS = 65_000n

/** A token's contract: the balance route gives CAIP-10 ('eip155:1:0x…') or a bare address. */
function tokenContract(token: string): `0x${string}` {
  const address = token.split(':').at(-1) ?? ''
  if (!isEvmAddress(address)) throw errorIn(EIP155_MESSAGES, 'TOKEN_CONTRACT_UNREADABLE', token)
  return checksumEvmAddress(address)
}

export function eip155Transfers(gasPrices: GasPrices): Transfers {
  return {
    isAddress: isEvmAddress,
    failsChecksum: (value) => hasEvmAddressShape(value) && !isEvmAddress(value),
    // SPEC §5 allows the 0x to be left out; the wallet wants it, and the review shows the EIP-55 form.
    normalizeAddress: checksumEvmAddress,
    addressPlaceholder: '0x…',
    transferGas: (token) => (token === undefined ? NATIVE_TRANSFER_GAS : ERC20_TRANSFER_GAS),
    // SPEC §5: native needs the gas price, and goes with it as the incumbent does; ERC-20 lets the wallet price it.
    needsGasPrice: (token) => token === undefined,
    gasPrice: async ({ network }) => standardPrice(await gasPrices(network.caipNetworkId)),
    async buildTransfer({ to, amount, token, gasPrice }) {
      const receiver = checksumEvmAddress(to)
      if (token === undefined) return { to: receiver, value: amount, ...(gasPrice === undefined ? {} : { gasPrice }) }
      return { to: tokenContract(token), data: erc20TransferData(receiver, amount) }
    },
  }
}
