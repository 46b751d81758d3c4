/** The socials plugin's own messages (situations the spec does not word). */
export const SOCIALS_MESSAGES = {
  SOCIAL_POPUP_CLOSED: 'The sign-in window was closed',
  SOCIAL_POPUP_BLOCKED: 'The sign-in window was blocked',
} as const
