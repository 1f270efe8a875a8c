import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHydrated, holdRequests } from './helpers.ts';
import { pageData, shell } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/**
 * A visitor on a slow phone or connection acts before the page's code has started: the HTML is there,
 * the application is not. Here the application's script is held back while the visitor types and
 * presses; once it is let through, what was typed is still there and in use, and every press has done
 * what it does on a started page (src/ui/early-input.ts, src/ui/hydration.ts).
 */
async function openWithTheAppHeld(page: Page, route: string): Promise<() => Promise<void>> {
  const release = await holdRequests(page, '**/_app/entry-client-*.js');
  await page.goto(route); // the HTML and the page's first script (src/boot.ts) have run; the app has not
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return async () => {
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true'); // everything above was done before it started
    release();
    await expectHydrated(page);
  };
}

const contact = shell.forms.contact;
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

test('text typed into the contact form before the app starts stays, and typing in the next field keeps it', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/contact');
  await field(page, 'name').fill('Amaka Obi');
  await field(page, 'email').fill('amaka@example.org');
  await start();
  await field(page, 'company').pressSequentially('Harbour Freight');
  await field(page, 'message').pressSequentially('We would like to automate our customs paperwork.');
  await expect(field(page, 'name')).toHaveValue('Amaka Obi');
  await expect(field(page, 'email')).toHaveValue('amaka@example.org');
  await expect(field(page, 'company')).toHaveValue('Harbour Freight');
});

test('a contact form sent with Enter before the app starts is sent once it has, not reloaded with the text in the address', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/contact');
  await field(page, 'name').fill('Tomasz Nowak');
  await field(page, 'email').fill('tomasz@example.org');
  await field(page, 'message').fill('Please call me about a claims triage agent.');
  await field(page, 'email').press('Enter');
  await start();
  await expect(page.getByText(contact.text.success)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a query typed on /transform before the app starts is kept and searched', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/transform');
  const box = page.getByRole('combobox');
  await box.fill('invoice');
  await start();
  await expect(box).toHaveValue('invoice');
  await expect(page.locator('.search-results')).toContainText('"invoice"');
  await expect(page.locator('.result-card, .search-result').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu button pressed before the app starts opens the menu', async ({ page }) => {
    const start = await openWithTheAppHeld(page, '/');
    await page.getByRole('button', { name: shell.messages.menuOpen }).click();
    await start();
    await expect(page.locator('.navbar__mobile')).toBeVisible();
    await expect(page.getByRole('button', { name: shell.messages.menuClose })).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a sector tab pressed before the app starts is chosen', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/ai-use-cases');
  const hr = page.getByRole('tab', { name: /^HR\b/ });
  await hr.click();
  await start();
  await expect(hr).toHaveAttribute('aria-selected', 'true');
});

test('an explainer card pressed before the app starts opens', async ({ page }) => {
  const explainers = blockOf(pageData('/ai-use-cases'), 'explainer-cards');
  const start = await openWithTheAppHeld(page, '/ai-use-cases');
  const toggle = page.locator('.explainer-card__toggle').nth(2);
  await toggle.click();
  await start();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.explainer-card__details:not([hidden]) li').first()).toHaveText(explainers.cards[2].details[0]);
});

test('the Team tab pressed before the app starts is chosen', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/experts');
  const team = page.getByRole('tab', { name: 'Team' });
  await team.click();
  await start();
  await expect(team).toHaveAttribute('aria-selected', 'true');
});

test('Show More Use Cases pressed before the app starts opens the category dialog', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/banking');
  const card = page.locator('.category-card').filter({ has: page.getByRole('button', { name: shell.industryPages.showMore }) }).first();
  const name = (await card.locator('h2').textContent())!;
  await card.getByRole('button', { name: shell.industryPages.showMore }).click();
  await start();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

test('a use case pressed before the app starts opens its details', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/banking');
  const useCase = page.locator('.use-case__button').first();
  const title = (await useCase.locator('.use-case__title').textContent())!;
  await useCase.click();
  await start();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

test('a guardrail card pressed before the app starts opens the player at its place', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/noblackbox');
  await page.locator('.library-card__open').nth(1).click();
  await start();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.library-player__position')).toHaveText(/^2 \/ \d+$/);
});

test("the demo carousel's Next pressed before the app starts moves it", async ({ page }) => {
  const carousel = blockOf(pageData('/technicalExpertise'), 'video-carousel');
  const start = await openWithTheAppHeld(page, '/technicalExpertise');
  await page.getByRole('button', { name: carousel.texts.next }).click();
  await start();
  await expect(page.locator('.video-carousel__controls [aria-live]')).toContainText(carousel.videos[1].title);
});

test('Book a Call pressed before the app starts opens the booking dialog', async ({ page }) => {
  const start = await openWithTheAppHeld(page, '/');
  await page.locator('[data-block="hero"] [data-opens="booking"]').click();
  await start();
  await expect(page.getByRole('dialog', { name: shell.forms.booking.text.title })).toBeVisible();
});

/**
 * Every script of the page held back, the page's own module script (src/boot.ts) included: only the HTML
 * and the inline holder in <head> (src/ui/early-input-holder.js) are there. Module scripts hold back the
 * load event, so the page is opened as soon as it starts arriving and used once the control shows.
 */
async function openWithEveryScriptHeld(page: Page, route: string): Promise<() => Promise<void>> {
  const release = await holdRequests(page, '**/_app/**/*.js');
  await page.goto(route, { waitUntil: 'commit' });
  return async () => {
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expectHydrated(page);
  };
}

const booking = shell.forms.booking.text.title;
const codeTabs = blockOf(pageData('/experts'), 'code-tabs');
const demoCarousel = blockOf(pageData('/technicalExpertise'), 'video-carousel');

for (const device of [
  { name: 'at 1280×800 with a mouse', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'at 390×844 with a finger', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`with every script held back, ${device.name}`, () => {
    test.use(device.use);
    const press = (control: Locator) => (device.use.hasTouch ? control.tap() : control.click());

    /** The press waits, marked, then takes effect once the scripts arrive; Escape closes what it opened, and nothing opens again. */
    async function pressEarly(page: Page, route: string, control: Locator): Promise<void> {
      const start = await openWithEveryScriptHeld(page, route);
      await expect(control).toBeVisible();
      await press(control);
      await expect(control).toHaveAttribute('data-held', '');
      await start();
      await expect(control).not.toHaveAttribute('data-held');
    }

    for (const route of ['/', '/technicalExpertise', '/contact']) {
      test(`Book a Call on ${route} opens the booking dialog once`, async ({ page }) => {
        const control = page.locator('main [data-opens="booking"]').first();
        await pressEarly(page, route, control);
        const dialog = page.getByRole('dialog', { name: booking });
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.locator('dialog[open]')).toHaveCount(0);
      });
    }

    test('a tab of the code tabs is chosen', async ({ page }) => {
      const label = codeTabs.tabs[codeTabs.tabs.length - 1].label;
      const tab = page.locator(`#${codeTabs.id}`).getByRole('tab', { name: label });
      await pressEarly(page, '/experts', tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`#${codeTabs.id} [role="tabpanel"]`)).toContainText(codeTabs.tabs[codeTabs.tabs.length - 1].caption!);
    });

    test("the demo carousel's Next moves it by one", async ({ page }) => {
      const next = page.getByRole('button', { name: demoCarousel.texts.next });
      await pressEarly(page, '/technicalExpertise', next);
      await expect(page.locator('.video-carousel__controls [aria-live]')).toContainText(demoCarousel.videos[1].title);
    });

    test('Show More Use Cases on an industry page opens its category once', async ({ page }) => {
      const card = page.locator('.category-card').filter({ has: page.getByRole('button', { name: shell.industryPages.showMore }) }).first();
      const showMore = card.getByRole('button', { name: shell.industryPages.showMore });
      await pressEarly(page, '/banking', showMore);
      const dialog = page.getByRole('dialog', { name: (await card.locator('h2').textContent())! });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });
  });
}
