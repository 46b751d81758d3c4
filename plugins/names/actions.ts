/**
 * Names (SPEC §4 name registration, §5 rules, §8 Names messages): suggestions and availability of what is
 * typed (500 ms after the last keystroke, SPEC §9), the registration, the reverse lookup. The profile routes
 * (routes.ts) run on the kernel's service context; their failures are told here so each gets its message.
 */
import {
  isPorticoError,
  messageIn,
  selectActiveAccount,
  selectActiveNetwork,
  type Kernel,
  type PluginScope,
  type ServiceContext,
} from '../../kernel/plugin'
import { NAME_CACHE } from './cache'
import { NAME_DEBOUNCE_MS } from './constants'
import { getNameSuggestions, lookupName, registerName, reverseLookupNames, type NameProfile } from './routes'
import { NAMES_FORM_MESSAGES, NAMES_MESSAGES } from './messages'
import { NAME_ZONE, coinTypeOf, fullName, isValidLabel, isZoneName } from './rules'
import { REGISTER_VIEW, SUCCESS_VIEW, initialNamesState, type NamesActions, type NamesState } from './state'

type Scope = Pick<PluginScope<NamesState>, 'getState' | 'setState'>

export { NAME_DEBOUNCE_MS }

/** The Blockchain API with the last failure kept (the client still reports it and resolves to its fallback). */
/** The service context of one call, remembering whether it failed (the routes resolve to their fallbacks). */
function tracked(kernel: Kernel): { ctx: ServiceContext; failure(): unknown } {
  let failure: unknown
  return { ctx: kernel.services.contextWith({ onError: (error) => (failure = error) }), failure: () => failure }
}

/** The HTTP status of a failed service call (SERVICE_FAILED), when an answer came. */
const statusOf = (error: unknown) => (isPorticoError(error) ? error.details?.status : undefined)

/** The API's first refusal reason (`{ reasons: [{ description }] }`), when the failure carries its body (HTTP_FAILED). */
function firstReason(error: unknown): string | undefined {
  const cause = isPorticoError(error) ? error.cause : undefined
  const body = isPorticoError(cause, 'HTTP_FAILED') ? cause.details?.body : undefined
  if (typeof body !== 'string') return undefined
  try {
    const description = (JSON.parse(body) as { reasons?: Array<{ description?: unknown }> }).reasons?.[0]?.description
    return typeof description === 'string' && description ? description : undefined
  } catch {
    return undefined
  }
}

export function createNamesActions(scope: Scope, kernel: Kernel): NamesActions {
  let timer: ReturnType<typeof setTimeout> | undefined
  // Answers for an earlier keystroke are dropped.
  let generation = 0

  /** A name's profile, from the name cache when it was found taken lately (SPEC §9: 5 min). */
  async function profileOf(name: string, lookup: ReturnType<typeof tracked>): Promise<NameProfile | undefined> {
    const cached = await kernel.storage.cache.get(NAME_CACHE, name)
    if (cached) return cached
    const profile = await lookupName(lookup.ctx, { name })
    if (profile) void kernel.storage.cache.set(NAME_CACHE, name, profile)
    return profile
  }

  async function check(label: string, run: number): Promise<void> {
    const suggestions = tracked(kernel)
    const lookup = tracked(kernel)
    const [found, profile] = await Promise.all([getNameSuggestions(suggestions.ctx, { name: label, zone: NAME_ZONE }), profileOf(fullName(label), lookup)])
    if (run !== generation) return
    // A 404 is the name being free; any other failure is 'Error resolving name'.
    const lookupFailed = lookup.failure() !== undefined && statusOf(lookup.failure()) !== 404
    scope.setState((draft) => {
      draft.suggestionsLoading = false
      draft.suggestions = found.suggestions.map((entry) => ({ name: entry.name, registered: entry.registered === true })).filter((entry) => entry.name !== fullName(label) && isZoneName(entry.name))
      draft.availability = lookupFailed ? undefined : profile ? 'taken' : 'available'
      draft.inputError = suggestions.failure()
        ? messageIn(NAMES_MESSAGES, 'NAME_SUGGESTIONS_FAILED')
        : lookupFailed
          ? messageIn(NAMES_MESSAGES, 'NAME_RESOLVE_FAILED')
          : profile
            ? NAMES_FORM_MESSAGES.NAME_TAKEN(fullName(label))
            : undefined
    })
  }

  /** Where the flow shows a view: the modal may have closed meanwhile (the wallet's approval closes it). */
  function show(view: string): void {
    const { open, history } = kernel.store.getState().router
    if (open && history.at(-1)?.view === view) return
    void kernel.router.open({ view }).catch(() => undefined)
  }

  const fail = (error: string) => {
    scope.setState((draft) => {
      draft.loading = false
      draft.error = error
    })
    kernel.toast.showSnackbar(error, 'error')
    show(REGISTER_VIEW)
  }

  return {
    setName(name) {
      const run = ++generation
      clearTimeout(timer)
      const valid = isValidLabel(name)
      scope.setState((draft) => {
        draft.name = name
        draft.error = undefined
        draft.availability = valid ? 'checking' : undefined
        draft.inputError = name && !valid ? NAMES_FORM_MESSAGES.NAME_RULES : undefined
        draft.suggestionsLoading = valid
        if (!valid) draft.suggestions = []
      })
      if (valid) timer = setTimeout(() => void check(name, run), NAME_DEBOUNCE_MS)
    },

    async register() {
      const { name, loading } = scope.getState()
      if (loading) return
      if (!isValidLabel(name)) return void scope.setState((draft) => void (draft.inputError = NAMES_FORM_MESSAGES.NAME_RULES))
      const state = kernel.store.getState()
      const network = selectActiveNetwork(state)
      const account = selectActiveAccount(state)
      if (network?.id === undefined) return fail(messageIn(NAMES_MESSAGES, 'NETWORK_NOT_FOUND'))
      if (!account?.address || account.connectedWalletInfo?.type !== 'AUTH') return fail(messageIn(NAMES_MESSAGES, 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'))
      const coinType = coinTypeOf(Number(network.id))
      if (coinType === undefined) return fail(NAMES_FORM_MESSAGES.NAME_INVALID_CHAIN_ID)

      const registering = fullName(name)
      scope.setState((draft) => {
        draft.loading = true
        draft.error = undefined
      })
      kernel.router.push(SUCCESS_VIEW)
      const message = JSON.stringify({ name: registering, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      let signature: string
      try {
        signature = await kernel.connection.signMessage(message)
      } catch (error) {
        return fail(error instanceof Error && error.message ? messageIn(NAMES_MESSAGES, 'NAME_REGISTER_FAILED', registering) : NAMES_FORM_MESSAGES.NAME_UNKNOWN_ERROR)
      }
      const { ctx, failure } = tracked(kernel)
      const { success } = await registerName(ctx, { coinType, address: account.address, message, signature })
      if (!success) return fail(firstReason(failure()) ?? messageIn(NAMES_MESSAGES, 'NAME_REGISTER_FAILED', registering))
      scope.setState((draft) => {
        draft.loading = false
        draft.registered = registering
        draft.addressNames = [...new Set([...(draft.addressNames ?? []), registering])]
      })
      show(SUCCESS_VIEW)
      // The identity route now answers the name: the Account view and the account button show it.
      await kernel.connection.refreshProfile().catch((error: unknown) => kernel.bus.emit('error', { error, source: 'names' }))
    },

    async lookupAddressNames() {
      const address = selectActiveAccount(kernel.store.getState())?.address
      if (!address) return
      const { ctx, failure } = tracked(kernel)
      const profiles = await reverseLookupNames(ctx, { address, sender: address })
      if (failure()) return kernel.toast.showSnackbar(messageIn(NAMES_MESSAGES, 'NAMES_FOR_ADDRESS_FAILED'), 'error')
      scope.setState((draft) => void (draft.addressNames = profiles.map((profile) => profile.name).filter(isZoneName)))
    },

    reset() {
      clearTimeout(timer)
      generation++
      scope.setState(() => ({ ...initialNamesState }))
    },
  }
}
