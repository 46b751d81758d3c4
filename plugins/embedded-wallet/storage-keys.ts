/**
 * The embedded wallet's values in localStorage (SPEC §3, §4): the frame's '@appkit-wallet/' keys and the social
 * provider of the session. Declared on the descriptor, so the kernel checks every read and resets what a
 * disconnect resets even before the plugin loads. The descriptor imports this at run time: plain data only.
 */
import type { AuthSocialProvider, LocalKey, Namespace } from '../../kernel/plugin'

/** SPEC §3: every key carries the '@appkit-wallet/' prefix. */
const PREFIX = '@appkit-wallet/'

const NAMESPACES: readonly Namespace[] = ['eip155', 'solana', 'polkadot', 'bip122']
// A provider outside the list (garbage, a foreign format) would mark an email login as social.
const SOCIAL_PROVIDERS: readonly AuthSocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook', 'telegram']

export const EMBEDDED_WALLET_KEYS = {
  email: { key: `${PREFIX}EMAIL` },
  emailLoginUsed: { key: `${PREFIX}EMAIL_LOGIN_USED_KEY`, value: 'true' },
  /** SPEC §5/§9: the time of the last email login trigger, for the frame's 30 s interval. */
  lastEmailLoginTime: { key: `${PREFIX}LAST_EMAIL_LOGIN_TIME`, value: 'number' },
  lastUsedChain: { key: `${PREFIX}LAST_USED_CHAIN_KEY`, value: NAMESPACES },
  socialUsername: { key: `${PREFIX}SOCIAL_USERNAME`, resetOnDisconnect: true },
  connectedSocial: { key: `${PREFIX}connected_social`, value: SOCIAL_PROVIDERS, resetOnDisconnect: true },
  /** The social login that left the page (SPEC §2 full-page redirect), so its return is labelled by it. */
  redirectSocial: { key: `${PREFIX}social_provider`, value: SOCIAL_PROVIDERS },
} as const satisfies Record<string, LocalKey>
