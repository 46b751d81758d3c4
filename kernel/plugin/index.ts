/**
 * `portico/plugin`: everything a plugin or adapter author needs, and the only
 * door through which Portico's own plugins and adapters reach the kernel
 * (DESIGN "arrows point inward, through one door"; lint enforces it). A
 * third party builds with exactly this.
 *
 * The entry re-exports; a bundler keeps only what a plugin uses. Bundlers that
 * split by static reachability (esbuild) put everything this file reaches at
 * run time in the chunk every plugin shares, so what is heavy (the frame
 * bridge, the QR encoder) is reached only through an import() behind it.
 */

/* Descriptors and their types */
export { definePlugin, isPluginEnabled, requiredApi } from '../plugins'
export { defineAdapter } from '../adapters'
export type * from '../types'
export { NAMESPACES } from '../types'
export type { Bus, BusEvents, AnalyticsEvent, AnalyticsEventName } from '../bus'
export type { ResolvedConfig, Features, KernelFeature } from '../config'
export type { Storage } from '../storage'
export { KERNEL_CACHES } from '../caches'

/* Errors: one PorticoError, the spec's catalogue by group, the wallet codes */
export {
  PorticoError,
  isPorticoError,
  errorIn,
  messageIn,
  errorMessage,
  ALERTS,
  WALLET_ERROR_CODES,
  KERNEL_MESSAGES,
  CONNECTION_MESSAGES,
  PROVIDER_MESSAGES,
} from '../errors'
export type { ErrorCode, AlertCode } from '../errors'
export { ProviderRpcError } from '../provider-error'

/* Chain reads, services, networks, formatting */
export { jsonRpc, jsonRpcBatch, jsonRpcRead, RPC_BATCH_SIZE, RPC_RETRIES, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS, type JsonRpcCall, type JsonRpcOptions, type JsonRpcOutcome } from '../json-rpc'
export type * from '../services'
// A plugin's own HTTP routes are functions over the kernel's service context (kernel.services.context):
// the base URLs and project id, the SPEC §9 retries, and the SPEC §8 fallback with the failure reported.
export { apiUrl, sdkQuery, withFallback } from '../services/context'
export {
  hasEvmAddressShape,
  isNamespace,
  parseCaipAddress,
  toCaipAddress,
  addressExplorerUrl,
  isSmartAccountEnabled,
  isNetworkSupported,
} from '../networks'
export { parseUnits } from 'viem'
export { formatUnits } from '../units'
export { formatBalance, formatSignificant, formatTokenValue, formatUsd } from '../format'
export { displayBalance, truncateAddress } from '../ui/format'
export { safeImageUrl, safeLinkUrl } from '../safe-url'
export { isMobile, isTelegram, type TelegramProbe } from '../platform'
export { waitUntilFound } from '../wait-for'
export { connectorIdKey } from '../session-keys'
export { selectChain, selectActiveAccount, selectActiveNetwork, selectIsConnected, selectConnectedNamespaces } from '../store'

/* The embedded-wallet frame protocol (the kernel owns the bridge; it loads on the first call) */
export { loadFrameBridge } from '../frame/load'
export type { FrameBridge, FrameBridgeOptions, BridgeEvent } from '../frame/bridge'
export { SAFE_RPC_METHODS, NOT_SAFE_RPC_METHODS } from '../frame/rpc-methods'
export { FRAME_MESSAGES } from '../frame/errors'
export type { RequestName } from '../frame/constants'
export type { RequestPayload, SuccessPayload, WalletUser, RpcRequest } from '../frame/messages'
export { AUTH_CONNECTOR_ID, AUTH_NAMESPACES, type AuthNamespace, type AuthSocialProvider, type AuthWallet } from '../frame/auth-wallet'

/* Views: hooks and UI primitives */
export { useKernelState } from '../react/useKernelState'
export { usePluginState } from '../ui/usePluginState'
export { Button, type ButtonProps } from '../ui/primitives/Button'
export { TextField, type TextFieldProps } from '../ui/primitives/TextField'
export { ListButton, type ListButtonProps } from '../ui/primitives/ListButton'
export { WalletImage as Avatar, type WalletImageProps as AvatarProps } from '../ui/primitives/Avatar'
export { AssetImage, type AssetImageProps } from '../ui/primitives/AssetImage'
export { Skeleton, type SkeletonProps } from '../ui/primitives/Skeleton'
export { EmptyState } from '../ui/primitives/EmptyState'
export { QrCode } from '../ui/primitives/QrCode'
export { ArrowIcon, BackIcon, ChevronIcon, CloseIcon, CopyIcon, ExternalIcon, GlobeIcon, GridIcon, iconProps } from '../ui/primitives/icons'
export { useStyles } from '../ui/primitives/useStyles'
export { emptyArt } from '../ui/primitives/emptyArt'
/* A view that shows a waiting panel (.pt-connecting) adopts CONNECTING_CSS with useStyles */
export { CONNECTING_CSS } from '../ui/primitives/connectingStyles'
/* The feature forms' language (Swap, Send): adopt FORM_CSS with useStyles */
export { AmountCard, type AmountCardProps } from '../ui/forms/AmountCard'
export { AmountInput, type AmountInputProps } from '../ui/forms/AmountInput'
export { Picker, type PickerOption, type PickerProps } from '../ui/forms/Picker'
export { FORM_CSS } from '../ui/forms/styles'
