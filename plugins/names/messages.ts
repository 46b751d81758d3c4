/** SPEC §8 "Names", word for word. */
export const NAMES_MESSAGES = {
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: (name: string) => `Error registering name ${name}`,
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
} as const

/** The names plugin's own messages (the form's states, which the spec does not word). */
export const NAMES_FORM_MESSAGES = {
  NAME_RULES: 'Use letters, digits and hyphens, at least 4 characters',
  NAME_TAKEN: (name: string) => `${name} is already taken`,
  NAME_AVAILABLE: (name: string) => `${name} is available`,
  NAME_INVALID_CHAIN_ID: 'Invalid chainId',
  NAME_UNKNOWN_ERROR: 'Unknown error',
} as const
