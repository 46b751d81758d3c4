/** Tiny DOM builders for the dev wallet page: elements and text only, never HTML strings. */
type Child = Node | string | null | undefined | false

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) if (value !== undefined) element.setAttribute(name, value)
  for (const child of children) if (child) element.append(child)
  return element
}

export function button(label: string, onClick: () => void, primary = false, ariaLabel?: string): HTMLButtonElement {
  const element = h('button', { type: 'button', class: primary ? 'primary' : undefined, 'aria-label': ariaLabel }, label)
  element.addEventListener('click', onClick)
  return element
}

/** Replace a section's content. */
export function fill(parent: HTMLElement, ...children: Child[]): void {
  parent.replaceChildren(...children.filter((child): child is Node | string => Boolean(child)))
}
