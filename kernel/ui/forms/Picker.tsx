/**
 * A styled select (WAI-ARIA "select-only combobox"): a button with role combobox that opens its listbox in the
 * flow below it (never clipped by the scrolling form). Arrows, Home/End, Enter/Space choose; Escape and Tab
 * close without closing the modal; focus returns to the button. No native <select> in the modal.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react'
import { WalletImage } from '../primitives/Avatar'
import { ChevronIcon } from '../primitives/icons'
import { useStyles } from '../primitives/useStyles'
import { PICKER_CSS } from './styles'

export interface PickerOption {
  id: string
  label: string
  /** Right-aligned beside the label (a balance, a limit). */
  hint?: string
  /** Shown with the option's image (its initial when the URL is absent or fails). */
  imageUrl?: string | null
}

export interface PickerProps {
  /** The accessible name; `labelledBy` names a visible label instead. */
  label: string
  labelledBy?: string
  options: readonly PickerOption[]
  value?: string
  onChange(id: string): void
  /** Options (and the button) show their image. */
  images?: boolean
  /** The token pill of an AmountCard rather than a full-width row. */
  pill?: boolean
  disabled?: boolean
}

export function Picker({ label, labelledBy, options, value, onChange, images, pill, disabled }: PickerProps): ReactElement {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const button = useRef<HTMLButtonElement | null>(null)
  const styles = useStyles<HTMLButtonElement>(PICKER_CSS)
  const current = options.find((option) => option.id === value)
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label }

  const show = () => {
    setActive(Math.max(0, options.indexOf(current as PickerOption)))
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const choose = (option: PickerOption | undefined) => {
    if (option && option.id !== value) onChange(option.id)
    close()
  }
  const onListKey = (event: KeyboardEvent) => {
    const last = options.length - 1
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last }
    if (event.key in moves) setActive(moves[event.key] as number)
    else if (event.key === 'Enter' || event.key === ' ') choose(options[active])
    else if (event.key === 'Escape') close()
    else if (event.key === 'Tab') return setOpen(false)
    else return
    // Escape here closes the list, not the modal.
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <>
      <button
        ref={(node) => {
          button.current = node
          styles(node)
        }}
        type="button"
        role="combobox"
        className={pill ? 'pt-token-btn' : 'pt-picker'}
        {...name}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            show()
          }
        }}
      >
        {images && current ? <WalletImage src={current.imageUrl} name={current.label} size="sm" /> : null}
        <span className="pt-label">{current?.label ?? label}</span>
        {!pill && current?.hint ? <span className="pt-num">{current.hint}</span> : null}
        <ChevronIcon />
      </button>
      {open ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          className="pt-picker-list"
          {...name}
          tabIndex={-1}
          aria-activedescendant={`${id}-${active}`}
          ref={(list) => list?.focus()}
          onKeyDown={onListKey}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
          }}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={option.id === value}
              data-active={index === active ? '' : undefined}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
            >
              {images ? <WalletImage src={option.imageUrl} name={option.label} size="sm" /> : null}
              <span className="pt-label">{option.label}</span>
              {/* The space separates label and hint in the option's name ('USDC 1,250'); flex layout drops it. */}
              {option.hint ? <> <span className="pt-num">{option.hint}</span></> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
