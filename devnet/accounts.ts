/** Dev accounts: anvil's well-known test mnemonic, so every devnet run has the same keys. */
import { pbkdf2Sync } from 'node:crypto'
import { bytesToHex, type Address, type Hex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEV_ACCOUNT_COUNT = 10
/** Deploys the contracts and hands out the seed balances (keeps account 0 a plain user). */
export const DEPLOYER_INDEX = 9

export interface DevAccount {
  index: number
  address: Address
  privateKey: Hex
}

export function devAccounts(count = DEV_ACCOUNT_COUNT): DevAccount[] {
  // BIP-39 seed with node's native PBKDF2: viem's JS derivation costs ~30 ms per account.
  const root = HDKey.fromMasterSeed(pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))
  return Array.from({ length: count }, (_, index) => {
    const account = hdKeyToAccount(root, { addressIndex: index })
    const privateKey = account.getHdKey().privateKey
    if (!privateKey) throw new Error('devnet: HD key without a private key')
    return { index, address: account.address, privateKey: bytesToHex(privateKey) }
  })
}
