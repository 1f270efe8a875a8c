import { expect, test } from '@playwright/test';
import { axeViolations, backdropBlurs, visit } from './helpers.ts';
import { shell } from './site-data.ts';

/**
 * Every dialog state against axe (WCAG 2.2 AA and best practices), scoped to the dialog: the page behind
 * it is checked in its own state by routes.spec.ts.
 */
const OPEN_DIALOG = 'dialog[open]';

test('booking dialog, before and after a day is chosen', async ({ page }) => {
  await visit(page, '/');
  await page.locator('.hero').getByRole('button', { name: 'Book a Call' }).click();
  const dialog = page.getByRole('dialog', { name: shell.forms.booking.text.title });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  // with a day chosen the time slots show
  await dialog.locator('.choice__body').first().click();
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await expect(dialog.getByRole('group', { name: shell.forms.booking.text.timeLegend })).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
});

test('contact dialog', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Write to us from here' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
});

test('use-case detail and category dialogs of an industry page', async ({ page }) => {
  await visit(page, '/banking');
  await page.locator('.use-case__button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
  // the page behind (its hero loop, its carousels) goes on moving: nothing blurs it at every frame
  expect(await backdropBlurs(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: shell.industryPages.showMore }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
});

test('search results and the use-case dialog of /transform', async ({ page }) => {
  await visit(page, '/transform');
  await page.locator('input[type="search"]').fill('invoice');
  await expect(page.locator('.result-card__button').first()).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.locator('.result-card__button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
});

test('video overlay of /technicalExpertise', async ({ page }) => {
  await visit(page, '/technicalExpertise');
  await page.locator('.demo-card__open').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
});

test('guardrail video player of /noblackbox', async ({ page }) => {
  await visit(page, '/noblackbox');
  await page.locator('.library-card__open').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('mobile menu', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: shell.messages.menuOpen }).click();
    await expect(page.locator('.navbar__mobile')).toBeVisible();
    expect(await axeViolations(page, 'header')).toEqual([]);
  });
});
