/** The siwx plugin's slice (the sign-in status of the active namespace), its actions, and its handle. */
import type { Namespace, PluginHandle } from '../../kernel/plugin'

export const SIWX_PLUGIN = 'siwx'

export type SiwxStatus = 'idle' | 'checking' | 'ready' | 'signing' | 'signed-in' | 'declined' | 'failed'

export interface SiwxState {
  status: SiwxStatus
  /** The namespace the status is about (the one asked to sign, or signed in). */
  namespace?: Namespace
  /** The catalogue message of the last failure (SPEC §8 sign-in), shown by the view. */
  error?: string
  /** Namespaces with a live session. */
  signedIn: Namespace[]
}

export const initialSiwxState: SiwxState = { status: 'idle', signedIn: [] }

export interface SiwxActions {
  /** Check the stored session of the active account; ask to sign (open the view) when there is none that verifies. */
  check(): Promise<void>
  /** Ask the wallet to sign a fresh message and open a session (never rejects). */
  signIn(): Promise<void>
  /** Revoke the active namespace's session with the verifier, forget it, and ask again (never rejects). */
  revoke(): Promise<void>
  /**
   * Revoke one of the active address's sessions at the Blockchain API (the Sessions view): the wallet signs its
   * pci. Rejects with 'Signature declined' when the wallet refuses, SIWX_REVOKE_FAILED when the API does; when it
   * was this page's session, it is forgotten and the account asked again.
   */
  revokeSession(pci: string): Promise<void>
  /** Disconnect instead of signing. */
  disconnect(): Promise<void>
}

export type SiwxHandle = PluginHandle<SiwxState, SiwxActions>
