import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { SqliteLeadStore } from '../../src/server/forms/lead-store.ts';
import { TEST_LEADS_DB } from '../playwright.config.ts';
import { holdRequests, pauseClock, runClockUntil, tabTo, visit } from './helpers.ts';
import { shell } from './site-data.ts';

const { booking, contact } = shell.forms;
const unique = (name: string) => `${name}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

async function storedWith(email: string) {
  if (!existsSync(TEST_LEADS_DB)) return [];
  const store = new SqliteLeadStore(TEST_LEADS_DB);
  try {
    return (await store.list()).filter((row) => row.fields.email === email);
  } finally {
    await store.close();
  }
}

async function openBooking(page: Page): Promise<Locator> {
  await visit(page, '/');
  await page.locator('.hero').getByRole('button', { name: 'Book a Call' }).click();
  const dialog = page.getByRole('dialog', { name: booking.text.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Book a Call dialog', () => {
  test('date, then slot, then details: confirmed, stored, and closed after the set delay', async ({ page }) => {
    await page.clock.install();
    const dialog = await openBooking(page);
    const days = dialog.getByRole('group', { name: booking.text.dateLegend }).getByRole('radio');
    await expect(days).toHaveCount(booking.days);
    await expect(dialog.getByText(booking.text.today)).toBeVisible();
    await expect(dialog.getByRole('group', { name: booking.text.timeLegend })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: booking.text.submit })).toHaveCount(0);

    await days.nth(1).check({ force: true });
    const slots = dialog.getByRole('group', { name: booking.text.timeLegend }).getByRole('radio');
    await expect(slots).toHaveCount(booking.slots.length);
    await expect(dialog.getByRole('button', { name: booking.text.submit })).toHaveCount(0);
    await dialog.getByText(booking.slots[0], { exact: true }).click();

    const email = unique('booker');
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill(email);
    await pauseClock(page);
    await dialog.getByRole('button', { name: booking.text.submit }).click();

    // the delay starts when the confirmation takes focus: at most one clock step before it is seen
    const confirmed = page.getByRole('dialog', { name: booking.text.confirmedTitle });
    const step = 20;
    const confirmationFocused = () => page.evaluate((title) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent === title, booking.text.confirmedTitle);
    await runClockUntil(page, confirmationFocused, step);
    await expect(confirmed).toContainText(booking.text.confirmedText);
    await page.clock.runFor(booking.closeAfterMs - 2 * step);
    await expect(confirmed).toBeVisible();
    await page.clock.runFor(2 * step);
    // then it leaves with its exit animation, driven by the same clock
    await runClockUntil(page, () => page.evaluate(() => document.querySelector('dialog') === null), step);
    await expect(confirmed).toBeHidden();

    const [row] = await storedWith(email);
    expect(row.form).toBe('booking');
    expect(row.fields).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', booking_time: booking.slots[0] });
    expect(row.fields.booking_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // opening it again starts from scratch
    await page.locator('.hero').getByRole('button', { name: 'Book a Call' }).click();
    await expect(page.getByRole('dialog', { name: booking.text.title }).getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('each validation message is shown inline and announced, not in an alert box', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('window.alert() must not be used');
    });
    const dialog = await openBooking(page);
    await dialog.getByRole('radio').first().check({ force: true });
    await dialog.getByText(booking.slots[2], { exact: true }).click();
    await dialog.getByRole('button', { name: booking.text.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(booking.text.fillAll);
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('First name')).toBeFocused();

    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill('grace@navy');
    await dialog.getByRole('button', { name: booking.text.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(booking.text.invalidEmail);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await storedWith('grace@navy')).toEqual([]);
  });

  test('the honeypot is hidden from people; a robot that fills it is answered but not stored', async ({ page }) => {
    const dialog = await openBooking(page);
    await dialog.getByRole('radio').first().check({ force: true });
    await dialog.getByText(booking.slots[1], { exact: true }).click();
    const honeypot = dialog.locator('input[name="_honey"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const email = unique('robot');
    await dialog.getByLabel('First name').fill('Robot');
    await dialog.getByLabel('Last name').fill('Spammer');
    await dialog.getByLabel('Email').fill(email);
    await honeypot.fill('http://spam.example', { force: true });
    await dialog.getByRole('button', { name: booking.text.submit }).click();
    await expect(page.getByRole('dialog', { name: booking.text.confirmedTitle })).toBeVisible();
    expect(await storedWith(email)).toEqual([]);
  });

  test('Escape and the backdrop close it, and focus returns to the button that opened it', async ({ page }) => {
    const dialog = await openBooking(page);
    const opener = page.locator('.hero').getByRole('button', { name: 'Book a Call' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // outside the panel: the backdrop
    await expect(dialog).toBeHidden();
  });

  test('a failure keeps the choices and details, says so, and retrying succeeds', async ({ page }) => {
    const dialog = await openBooking(page);
    let fail = true;
    await page.route('**/api/forms/booking', (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }) : route.continue()));
    await dialog.getByRole('radio').nth(2).check({ force: true });
    await dialog.getByText(booking.slots[4], { exact: true }).click();
    const email = unique('retry');
    await dialog.getByLabel('First name').fill('Katherine');
    await dialog.getByLabel('Last name').fill('Johnson');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: booking.text.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(booking.text.failed);
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(2);
    fail = false;
    await dialog.getByRole('button', { name: booking.text.submit }).click();
    await expect(page.getByRole('dialog', { name: booking.text.confirmedTitle })).toBeVisible();
    expect(await storedWith(email)).toHaveLength(1);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await visit(page, '/');
    const opener = page.locator('.hero').getByRole('button', { name: 'Book a Call' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: booking.text.title });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio').first());
    await page.keyboard.press('ArrowRight'); // arrows move through the days and pick one
    await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
    await tabTo(page, dialog.getByRole('group', { name: booking.text.timeLegend }).getByRole('radio').first());
    await page.keyboard.press('Space');
    const email = unique('keyboard');
    await tabTo(page, dialog.getByLabel('First name'));
    await page.keyboard.type('Alan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Turing');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: booking.text.confirmedTitle })).toBeVisible();
    expect(await storedWith(email)).toHaveLength(1);
  });
});

test.describe('contact form', () => {
  test('sends, shows "Sending..." while sending, then the success banner, and resets', async ({ page }) => {
    await visit(page, '/contact');
    const form = page.locator('form.form');
    const release = await holdRequests(page, '**/api/forms/contact');
    const email = unique('contact');
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').fill('Analytical Engines Ltd');
    await form.getByLabel('Message').fill('We want an agent that reconciles supplier invoices.');
    await form.getByRole('button', { name: contact.text.submit }).click();
    const sending = form.getByRole('button', { name: contact.text.sending });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(contact.text.success);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('button', { name: contact.text.submit })).toBeEnabled();
    const [row] = await storedWith(email);
    expect(row.fields).toEqual({ name: 'Ada Lovelace', email, company: 'Analytical Engines Ltd', message: 'We want an agent that reconciles supplier invoices.', language: 'en' });
  });

  test('required fields and the e-mail shape are checked in place, company is optional', async ({ page }) => {
    await visit(page, '/contact');
    const form = page.locator('form.form');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    for (const name of ['Name', 'Email', 'Message']) await expect(form.getByLabel(name)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Company')).not.toHaveAttribute('required', '');
    await form.getByRole('button', { name: contact.text.submit }).click();
    await expect(form.getByText(contact.text.required)).toHaveCount(3);
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(contact.text.required);
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: contact.text.submit }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(contact.text.invalidEmail);
    await expect(form.getByText(contact.text.required)).toHaveCount(0);
  });

  test('a server failure is shown, everything typed is kept, and retrying succeeds', async ({ page }) => {
    await visit(page, '/contact');
    const form = page.locator('form.form');
    let fail = true;
    await page.route('**/api/forms/contact', (route) => (fail ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"ok":false,"code":"not-delivered"}' }) : route.continue()));
    const email = unique('failure');
    await form.getByLabel('Name').fill('Mary Jackson');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Wind tunnel data, please.');
    await form.getByRole('button', { name: contact.text.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(contact.text.failed);
    await expect(form.getByText(contact.text.success)).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('Mary Jackson');
    await expect(form.getByLabel('Message')).toHaveValue('Wind tunnel data, please.');
    expect(await storedWith(email)).toEqual([]);
    fail = false;
    await form.getByRole('button', { name: contact.text.submit }).click();
    await expect(form.getByRole('status')).toHaveText(contact.text.success);
    await expect(form.getByText(contact.text.failed)).toHaveCount(0);
    expect(await storedWith(email)).toHaveLength(1);
  });

  test('an unreachable server says so', async ({ page }) => {
    await visit(page, '/contact');
    const form = page.locator('form.form');
    await page.route('**/api/forms/contact', (route) => route.abort('connectionrefused'));
    await form.getByLabel('Name').fill('Offline Person');
    await form.getByLabel('Email').fill(unique('offline'));
    await form.getByLabel('Message').fill('Hello?');
    await form.getByRole('button', { name: contact.text.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(contact.text.offline);
    await expect(form.getByLabel('Name')).toHaveValue('Offline Person');
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await visit(page, '/contact');
    const form = page.locator('form.form');
    const email = unique('keys');
    await tabTo(page, form.getByLabel('Name'));
    await page.keyboard.type('Dorothy Vaughan');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // company is optional
    await page.keyboard.type('Please get in touch about FORTRAN agents.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: contact.text.submit })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(contact.text.success);
    expect(await storedWith(email)).toHaveLength(1);
  });

  test('the contact dialog on the home page uses the same form', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Write to us from here' }).click();
    const dialog = page.getByRole('dialog', { name: contact.dialogTitle });
    await expect(dialog).toBeVisible();
    const email = unique('dialog');
    await dialog.getByLabel('Name').fill('Hedy Lamarr');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Message').fill('Frequency hopping for our agents.');
    await dialog.getByRole('button', { name: contact.text.submit }).click();
    await expect(dialog.getByRole('status')).toHaveText(contact.text.success);
    expect(await storedWith(email)).toHaveLength(1);
    await dialog.getByRole('button', { name: contact.close }).click();
    await expect(dialog).toBeHidden();
    // the section's main button still goes to the contact page
    await page.locator('#cost-of-waiting').getByRole('link', { name: 'Request Custom Solution' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the contact page shows the contact details and Why Choose Us', async ({ page }) => {
    await page.goto('/contact');
    const aside = page.locator('aside');
    await expect(aside.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(aside.getByRole('link', { name: /\+212/ })).toHaveAttribute('href', /^tel:/);
    await expect(aside).toContainText('Casablanca, Morocco');
    await expect(aside.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    for (const reason of ['Expert AI Solutions', 'Fast Response Time', 'Custom Development', 'Ongoing Support']) await expect(aside).toContainText(reason);
  });
});

test('the navigation bar keeps "Book a Call" as a link to /contact', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header.navbar').getByRole('link', { name: shell.navigation.cta!.label })).toHaveAttribute('href', '/contact');
});
