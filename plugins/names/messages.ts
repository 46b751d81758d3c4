/** The names plugin's own messages (the form's states, which the spec does not word). */
export const NAMES_FORM_MESSAGES = {
  NAME_RULES: 'Use letters, digits and hyphens, at least 4 characters',
  NAME_TAKEN: (name: string) => `${name} is already taken`,
  NAME_AVAILABLE: (name: string) => `${name} is available`,
  NAME_INVALID_CHAIN_ID: 'Invalid chainId',
  NAME_UNKNOWN_ERROR: 'Unknown error',
} as const
