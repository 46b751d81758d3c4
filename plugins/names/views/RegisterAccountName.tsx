/**
 * RegisterAccountName (SPEC §2): a name (SPEC §5 rules checked as it is typed), its availability and suggestions
 * 500 ms after the last keystroke, then Register. What was typed stays after a failure, with its message.
 */
import { useEffect, type FormEvent, type ReactElement } from 'react'
import { Button, ListButton, TextField, usePluginState, type ViewProps } from '../../../kernel/plugin'
import { NAMES_FORM_MESSAGES } from '../messages'
import { NAME_ZONE, fullName } from '../rules'
import { NAMES_PLUGIN, type NamesHandle, type NamesState } from '../state'

const label = (name: string) => name.replace(`.${NAME_ZONE}`, '')

export default function RegisterAccountName({ kernel }: ViewProps): ReactElement {
  const state = usePluginState(kernel, NAMES_PLUGIN, (slice: NamesState) => slice)
  const actions = kernel.plugin<NamesHandle>(NAMES_PLUGIN)?.actions
  // Shown again: what was typed may have been taken since, so it is checked afresh.
  useEffect(() => {
    const { name, loading } = kernel.plugin<NamesHandle>(NAMES_PLUGIN)?.getState() ?? {}
    if (name && !loading) actions?.setName(name)
  }, [kernel, actions])

  const free = state.suggestions.filter((suggestion) => !suggestion.registered)
  const ready = state.availability === 'available' && !state.inputError && !state.loading

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) void actions?.register()
  }

  return (
    <form className="pt-actions" onSubmit={submit} noValidate aria-label="Register name">
      <TextField
        label={`Name (.${NAME_ZONE})`}
        name="account-name"
        autoComplete="off"
        spellCheck={false}
        placeholder="your-name"
        value={state.name}
        error={state.inputError}
        onChange={(event) => actions?.setName(event.target.value.trim())}
      />
      <p className="pt-hint" role="status">
        {state.availability === 'checking'
          ? 'Checking availability…'
          : state.availability === 'available'
            ? NAMES_FORM_MESSAGES.NAME_AVAILABLE(fullName(state.name))
            : !state.name
              ? NAMES_FORM_MESSAGES.NAME_RULES
              : ''}
      </p>
      {state.error ? (
        <p className="pt-status" data-state="error" role="alert">
          {state.error}
        </p>
      ) : null}
      {free.length > 0 ? (
        <ul className="pt-list" aria-label="Available suggestions">
          {free.map((suggestion) => (
            <li key={suggestion.name}>
              <ListButton label={suggestion.name} onClick={() => actions?.setName(label(suggestion.name))} />
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" variant="primary" block disabled={!ready}>
        Register
      </Button>
    </form>
  )
}

RegisterAccountName.title = 'Choose name'
