/**
 * A form's choice shown as a row that opens a list view (the Buy form's currencies and payment method:
 * plugins/onramp/views/OnrampChoose.tsx), used as a person uses it: the row is named by its label and its
 * value ("Pay with USD"), the list by the label; choosing (or Back) returns to the form.
 */
import type { Locator } from 'playwright-core'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The row of the choice labelled `label` (its name: the label, a space, the chosen option). */
export const choiceRow = (scope: Locator, label: string): Locator => scope.getByRole('button', { name: new RegExp(`^${escape(label)} `) })

async function openChoice(scope: Locator, label: string): Promise<Locator> {
  await choiceRow(scope, label).click()
  const list = scope.getByRole('list', { name: label, exact: true })
  await list.waitFor()
  return list
}

/** The options' labels, in order; back on the form after. */
export async function choiceOptions(scope: Locator, label: string): Promise<string[]> {
  const list = await openChoice(scope, label)
  const labels = await list.locator('.pt-label').allTextContents()
  await scope.getByRole('button', { name: 'Back', exact: true }).click()
  await choiceRow(scope, label).waitFor()
  return labels
}

/** Choose the option labelled `option` (the whole label); back on the form, the choice made. */
export async function chooseOption(scope: Locator, label: string, option: string): Promise<void> {
  const list = await openChoice(scope, label)
  await list.getByRole('button', { name: option, exact: true }).click()
  await choiceRow(scope, label).waitFor()
}
