/**
 * The modal's styled select (kernel/ui/forms/Picker.tsx: a combobox button and the listbox it opens), used as a
 * person uses it: open, read or click an option. The listbox shares the combobox's name.
 */
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

const listbox = (scope: Locator, name: string) => scope.getByRole('listbox', { name, exact: true })

async function openPicker(scope: Locator, name: string): Promise<Locator> {
  const combobox = scope.getByRole('combobox', { name, exact: true })
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click()
  return listbox(scope, name)
}

/**
 * Choose the option named `option` (a string matches the whole name), and wait until the pick took: the list is
 * closed and the combobox shows the option's label. A list that re-renders under the click (a balance landing)
 * could otherwise leave the old choice while the test goes on as if the new one held.
 */
export async function pickOption(scope: Locator, name: string, option: string | RegExp): Promise<void> {
  const list = await openPicker(scope, name)
  const choice = list.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
  const label = (await choice.locator('.pt-label').textContent()) ?? ''
  await choice.click()
  const combobox = scope.getByRole('combobox', { name, exact: true })
  await expect.poll(async () => [await combobox.getAttribute('aria-expanded'), await combobox.locator('.pt-label').textContent()]).toEqual(['false', label])
}

/** The options' texts, in order; the list is closed again (Escape, which leaves the modal open). */
export async function pickerOptions(scope: Locator, name: string): Promise<string[]> {
  const list = await openPicker(scope, name)
  const texts = await list.getByRole('option').allTextContents()
  await list.press('Escape')
  return texts
}
