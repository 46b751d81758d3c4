/**
 * The modal's styled select (kernel/ui/forms/Picker.tsx: a combobox button and the listbox it opens), used as a
 * person uses it: open, read or click an option. The listbox shares the combobox's name.
 */
import type { Locator } from 'playwright-core'

const listbox = (scope: Locator, name: string) => scope.getByRole('listbox', { name, exact: true })

async function openPicker(scope: Locator, name: string): Promise<Locator> {
  const combobox = scope.getByRole('combobox', { name, exact: true })
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click()
  return listbox(scope, name)
}

/** Choose the option named `option` (a string matches the whole name); the list closes. */
export async function pickOption(scope: Locator, name: string, option: string | RegExp): Promise<void> {
  const list = await openPicker(scope, name)
  await list.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click()
}

/** The options' texts, in order; the list is closed again (Escape, which leaves the modal open). */
export async function pickerOptions(scope: Locator, name: string): Promise<string[]> {
  const list = await openPicker(scope, name)
  const texts = await list.getByRole('option').allTextContents()
  await list.press('Escape')
  return texts
}
