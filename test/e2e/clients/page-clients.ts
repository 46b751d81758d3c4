/**
 * What an app writes to use Portico's providers with the common client libraries (README: "ethers and
 * Solana clients"): bundled for the browser by clients.e2e.test.ts and imported by the demo page, where
 * the debug hook gives the modal the app created.
 */
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Base64EncodedWireTransaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Modal } from 'portico'

const modal = () => (window as unknown as { __porticoDebug: { modal: Modal } }).__porticoDebug.modal

/** ethers v6 over the eip155 provider: sign `message`, send `value` wei to `to` and wait for its receipt. */
export async function ethersSignAndSend(to: string, value: string, message: string) {
  const provider = new BrowserProvider(modal().getProvider('eip155') as Eip1193Provider)
  const signer = await provider.getSigner()
  const signature = await signer.signMessage(message)
  const response = await signer.sendTransaction({ to, value: BigInt(value) })
  const receipt = await response.wait()
  return { address: signer.address, chainId: String((await provider.getNetwork()).chainId), signature, hash: response.hash, status: receipt?.status }
}

interface SolanaProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * A SOL transfer built with @solana/kit, signed by the connected wallet through the solana provider
 * (`solana_signTransaction`), then sent with kit's RPC client.
 */
export async function kitSignAndSend(rpcUrl: string, to: string, lamports: string) {
  const from = address(modal().getState().chains.solana?.accountState.address as string)
  const rpc = createSolanaRpc(rpcUrl)
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const payer = createNoopSigner(from)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: address(to), amount: BigInt(lamports) }), draft),
  )
  const unsigned = getBase64EncodedWireTransaction(compileTransaction(message))
  const provider = modal().getProvider('solana') as SolanaProvider
  const signed = (await provider.request({ method: 'solana_signTransaction', params: { transaction: unsigned } })) as { signature: string; transaction: string }
  const sent = await rpc.sendTransaction(signed.transaction as Base64EncodedWireTransaction, { encoding: 'base64' }).send()
  return { from, unsigned, signed, sent }
}
