import { expect, type Page } from '@playwright/test';

/** A drawer entry: a player as [team, role], or a ball, accessory or text by its label. */
export type DrawerItem = string | [team: string, role: string];

/** Enters edit mode (unless already editing), places the items from the drawer and closes it. */
export async function placeItems(
  page: Page,
  items: readonly DrawerItem[],
  { alreadyEditing = false } = {},
) {
  const main = page.getByRole('main');
  if (!alreadyEditing) await main.getByRole('button', { name: 'Edit' }).click();
  await expect(main.getByRole('toolbar', { name: 'Editing tools' })).toBeVisible();
  await main.getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('complementary', { name: 'Items' });
  for (const item of items) {
    const button =
      typeof item === 'string'
        ? drawer.getByRole('button', { name: item })
        : drawer.getByRole('group', { name: item[0] }).getByRole('button', { name: item[1] });
    await button.click();
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(main.getByRole('button', { name: 'Undo' })).toBeEnabled();
}
