import type { Locator, Page } from 'playwright-core';

/**
 * A date picker field (MUI X) is a group of day, month and year sections, not one input: click the
 * first section and type the digits in the English interface's order (day, month, year), as a
 * person with a keyboard would.
 */
export async function fillDate(scope: Page | Locator, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const group = dateGroup(scope, label);
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${day}${month}${year}`);
}

/**
 * A date and time picker field: day, month, year, hours and minutes, typed from the first section
 * (the English and Turkish interfaces keep a 24-hour clock). `local` is "2026-11-23T09:30".
 */
export async function fillDateTime(scope: Page | Locator, label: string, local: string) {
  const [date, time] = local.split('T');
  const [year, month, day] = date!.split('-');
  const [hours, minutes] = time!.split(':');
  const group = dateGroup(scope, label);
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${day}${month}${year}${hours}${minutes}`);
}

/** What the field holds, as its hidden form input has it ('' when empty). */
export async function dateValue(scope: Page | Locator, label: string) {
  return dateGroup(scope, label).locator('input').inputValue();
}

function dateGroup(scope: Page | Locator, label: string) {
  return scope.getByRole('group', { name: label, exact: false }).first();
}
