import type { AlertState } from '../../kernel/plugin'

/** The socials plugin's own messages (situations the spec does not word). */
export const SOCIALS_MESSAGES = {
  SOCIAL_POPUP_CLOSED: 'The sign-in window was closed',
  SOCIAL_POPUP_BLOCKED: 'The sign-in window was blocked',
} as const

/** SPEC §8 SOCIALS_TIMEOUT: the embedded wallet failed to load (a social login's popup cannot work then). */
export const SOCIALS_TIMEOUT_ALERT = {
  code: 'SOCIALS_TIMEOUT',
  title: 'Invalid App Configuration',
  description: 'The embedded wallet failed to load - check that this domain is allowed.',
} as const satisfies AlertState
