/** A wire transaction as @solana/kit reads it back: its signers, fee payer, blockhash and instructions (program, accounts with roles, data). */
import { decompileTransactionMessage, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Instruction } from '@solana/kit'

export function decompiled(transaction: Uint8Array) {
  const decoded = getTransactionDecoder().decode(transaction)
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(decoded.messageBytes))
  const instructions: readonly Instruction[] = message.instructions
  return {
    signers: Object.keys(decoded.signatures),
    messageBytes: new Uint8Array(decoded.messageBytes),
    feePayer: message.feePayer.address,
    blockhash: (message.lifetimeConstraint as { blockhash: string }).blockhash,
    instructions: instructions.map((instruction) => ({
      program: instruction.programAddress as string,
      accounts: instruction.accounts?.map((account) => ({ address: account.address as string, role: account.role })),
      data: [...(instruction.data ?? [])],
    })),
  }
}

/** A u64 as the programs read it: 8 bytes, little-endian. */
export const u64le = (value: bigint): number[] => Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
