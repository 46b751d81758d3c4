/** What verifies sign-in sessions: the default one (the Blockchain API's /v1/sessions) or the app's (config `siwx`). */
import type { SiwxMessageInput } from './message'

/** A signed message and what it was built from. */
export interface SiwxSession {
  data: SiwxMessageInput
  message: string
  signature: string
  /** The verifier's id of the session (the API's permission context id), when it keeps one. */
  pci?: string
}

export interface SiwxAccount {
  address: string
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
}

export interface SiwxVerifier {
  getNonce(account: SiwxAccount): Promise<string>
  /** The CAIP-122 text the wallet signs. */
  createMessage(input: SiwxMessageInput): string | Promise<string>
  /** Check the signature and open the session; resolves to the session's id when the verifier keeps one, throws to refuse. */
  verify(session: SiwxSession): Promise<{ pci?: string } | void>
  /** The live sessions of an account (a stored session counts only while it is among them). */
  getSessions(account: SiwxAccount): Promise<Array<{ pci?: string; message?: string }>>
  /** End a session; `sign` asks the wallet for a signature when the verifier needs one. */
  revoke(input: SiwxAccount & { pci?: string; sign(message: string): Promise<string> }): Promise<void>
}
