/** The names plugin's slice (SPEC §3 name suggestions, the registration's loading), its actions, its handle. */
import type { PluginHandle } from '../../kernel/plugin'

export const NAMES_PLUGIN = 'names'
export const REGISTER_VIEW = 'RegisterAccountName'
export const SUCCESS_VIEW = 'RegisterAccountNameSuccess'

export type Availability = 'checking' | 'available' | 'taken'

export interface NamesState {
  /** The name as typed (without the zone). */
  name: string
  /** SPEC §5 rule or service failure for what is typed; absent when fine. */
  inputError?: string
  availability?: Availability
  suggestions: Array<{ name: string; registered: boolean }>
  suggestionsLoading: boolean
  /** A registration is running (SPEC §4). */
  loading: boolean
  /** Why the last registration failed (SPEC §8). */
  error?: string
  /** The full name the account registered (e.g. 'ada-dev.wcn.id'). */
  registered?: string
  /** The account's names from the reverse lookup. */
  addressNames?: string[]
}

export const initialNamesState: NamesState = { name: '', suggestions: [], suggestionsLoading: false, loading: false }

export interface NamesActions {
  /** Keep what is typed; check it (SPEC §5) and, 500 ms after the last keystroke (SPEC §9), its suggestions and availability. */
  setName(name: string): void
  /** The SPEC §4 registration of what is typed (never rejects). */
  register(): Promise<void>
  /** The names of the connected address (reverse lookup; never rejects). */
  lookupAddressNames(): Promise<void>
  reset(): void
}

export type NamesHandle = PluginHandle<NamesState, NamesActions>
