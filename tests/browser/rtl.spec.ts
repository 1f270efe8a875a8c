import { expect, test, type Locator, type Page } from '@playwright/test';
import { viewBlock, visit } from './helpers.ts';
import { pageData, shell } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/**
 * Right to left: the site's English pages with dir="rtl" set on <html> (as the Arabic pages under /ar/
 * will carry it) mirror. The navigation's brand moves to the right and its menu to the left, a
 * carousel's next arrow to the left, a swipe or drag from left to right goes forward, a dialog's close
 * button to the left; phone numbers, addresses and figures keep their left-to-right order; nothing
 * scrolls sideways. The same checks with dir="ltr" hold the layout as it was. Every step waits for a
 * state, never for a duration.
 */

type Dir = 'ltr' | 'rtl';
const DIRS: Dir[] = ['rtl', 'ltr'];
type Box = { x: number; y: number; width: number; height: number };

const demos = blockOf(pageData('/technicalExpertise'), 'video-carousel');
const library = blockOf(pageData('/noblackbox'), 'video-library');

/** Opens `route`, waits until it has hydrated, then gives <html> the reading direction `dir`. */
async function visitIn(page: Page, route: string, dir: Dir): Promise<void> {
  await visit(page, route);
  await page.evaluate((value) => (document.documentElement.dir = value), dir);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).direction)).toBe(dir);
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

const middle = (box: Box) => box.x + box.width / 2;

/** `first` comes before `second` in the reading direction: to its left left to right, to its right right to left. */
function expectBefore(dir: Dir, first: Box, second: Box, what: string): void {
  if (dir === 'ltr') expect(middle(first), what).toBeLessThan(middle(second));
  else expect(middle(first), what).toBeGreaterThan(middle(second));
}

/** `box` lies in the half of `within` (default: the window) at the inline start (`'start'`) or end. */
async function expectOnSide(page: Page, dir: Dir, box: Box, side: 'start' | 'end', what: string, within?: Box): Promise<void> {
  const area = within ?? { x: 0, y: 0, width: await page.evaluate(() => document.documentElement.clientWidth), height: 0 };
  const onLeft = (side === 'start') === (dir === 'ltr');
  if (onLeft) expect(middle(box), what).toBeLessThan(middle(area));
  else expect(middle(box), what).toBeGreaterThan(middle(area));
}

/** Nothing on the page reaches past the window's sides: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(clientWidth);
}

/**
 * The characters of `locator` other than spaces, in the order they are drawn, left to right on screen:
 * "+212522000000" when the phone number +212 522 00 00 00 keeps its order, "000000522212+" when it does not.
 */
function drawnText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const glyphs: { char: string; x: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i])) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        glyphs.push({ char: text[i], x: range.getBoundingClientRect().left });
      }
    }
    return glyphs.sort((a, b) => a.x - b.x).map((g) => g.char).join('');
  });
}
const withoutSpaces = (text: string | null) => (text ?? '').replace(/\s/g, '');

/** The box of the text inside `locator` (not of the element, which may be wider). */
function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** The horizontal scale of an icon: -1 mirrored, 1 as drawn. */
const iconScale = (icon: Locator, pseudoElement?: '::after') =>
  icon.evaluate((element, pseudo) => {
    const { scale, transform } = getComputedStyle(element, pseudo);
    return (scale === 'none' ? 1 : Number(scale.split(' ')[0])) * (transform === 'none' ? 1 : Math.sign(new DOMMatrix(transform).a));
  }, pseudoElement);

/** The navigation bar: brand at the inline start, then the links and the call to action (wide) or the menu button (phone). */
async function expectNavigationMirrored(page: Page, dir: Dir, wide: boolean): Promise<void> {
  const brand = await boxOf(page.locator('.navbar .brand'));
  await expectOnSide(page, dir, brand, 'start', 'the brand');
  if (wide) {
    const links = await boxOf(page.locator('.navbar__desktop'));
    expectBefore(dir, brand, links, 'the brand, then the menu');
    // pushed away from the brand, toward the inline end: its far edge in that half of the window
    await expectOnSide(page, dir, dir === 'ltr' ? { ...links, x: links.x + links.width, width: 0 } : { ...links, width: 0 }, 'end', 'the menu');
    if (shell.navigation.cta) expectBefore(dir, links, await boxOf(page.locator('.navbar .navbar__cta')), 'the menu, then the call to action');
  } else {
    const toggle = await boxOf(page.getByRole('button', { name: shell.messages.menuOpen }));
    expectBefore(dir, brand, toggle, 'the brand, then the menu button');
    await expectOnSide(page, dir, toggle, 'end', 'the menu button');
  }
}

/** The slideshow on /, in view, hydrated and paused with its button: from then on only the test moves it. */
async function pausedSlideshow(page: Page) {
  const view = await viewBlock(page, 'slideshow');
  await view.getByRole('button', { name: shell.messages.pause }).click();
  await expect(view.getByRole('button', { name: shell.messages.play })).toBeVisible();
  const viewport = view.locator('.slideshow__viewport');
  const count = blockOf(pageData('/'), 'slideshow').slides.length;
  const start = Number(await viewport.getAttribute('data-index'));
  return { view, area: view.locator('[data-swipe]'), at: (step: number) => expect(viewport).toHaveAttribute('data-index', String((((start + step) % count) + count) % count)) };
}

/** The demo carousel on /technicalExpertise, in view and hydrated; `shows(n)` waits until card n sits at the viewport's inline start. */
async function demoCarousel(page: Page, dir: Dir) {
  const view = await viewBlock(page, 'video-carousel');
  const viewport = view.locator('.video-carousel__viewport');
  const cards = view.locator('.demo-card');
  const shows = async (index: number) => {
    await expect(view.locator('.video-carousel__track')).toHaveAttribute('style', new RegExp(`--index: ?${index}\\b`));
    // the track slides over a transition: its place once it has arrived (the viewport's padding is 0.25rem)
    await expect
      .poll(async () => {
        const [card, port] = [await boxOf(cards.nth(index)), await boxOf(viewport)];
        return Math.round(dir === 'ltr' ? card.x - port.x : port.x + port.width - (card.x + card.width));
      })
      .toBe(4);
  };
  return { view, area: viewport, shows };
}

/** Waits for the first input's motion features (framer's gestures): a swipe then goes through its drag. */
async function motionReady(page: Page): Promise<void> {
  await page.mouse.wheel(0, 1);
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
}

/**
 * A mouse drag by `dx` from the middle of `handle` (text inside the swiped area: a drag that starts on an
 * image would be the browser's own drag and drop of that image), in steps, as a visitor with a mouse swipes.
 */
async function mouseDrag(page: Page, handle: Locator, dx: number): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const box = await boxOf(handle);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y, { steps: 8 });
  await page.mouse.up();
}

/** A finger put on `area`, moved sideways by `dx` through the debugging protocol's touch events (as a phone's), then lifted. */
async function swipe(page: Page, area: Locator, dx: number): Promise<void> {
  await area.scrollIntoViewIfNeeded();
  const box = await boxOf(area);
  const start = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 120) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + (dx * i) / 6, y: start.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until a swiped area has sprung back to its place (framer's drag moves it with the finger). */
async function atRest(area: Locator): Promise<void> {
  await expect.poll(() => area.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)).toBe(0);
}

/** Sideways px of a swipe forward (toward the inline end, content coming from there): right to left reads to the right. */
const forward = (dir: Dir) => (dir === 'rtl' ? 150 : -150);

/** The open dialog, once its entrance is over; its close button sits at its inline end. */
async function expectDialogCloseAtEnd(page: Page, dir: Dir): Promise<void> {
  const dialog = page.locator('dialog[open]');
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const [close, frame] = [await boxOf(dialog.locator('.dialog__close')), await boxOf(dialog)];
  await expectOnSide(page, dir, close, 'end', 'the close button', frame);
  // and the title leaves it room: the title's text ends before the button
  const title = await textBox(dialog.locator('.dialog__title').first());
  if (dir === 'ltr') expect(title.x + title.width).toBeLessThanOrEqual(close.x);
  else expect(title.x).toBeGreaterThanOrEqual(close.x + close.width);
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const dir of DIRS) {
    test(`${dir}: / — the navigation, the slideshow's arrows, buttons and drag, the figures`, async ({ page }) => {
      await visitIn(page, '/', dir);
      await expectNavigationMirrored(page, dir, true);
      await expectNoSidewaysScroll(page);

      const { view, area, at } = await pausedSlideshow(page);
      const next = view.getByRole('button', { name: shell.messages.next, exact: true });
      const previous = view.getByRole('button', { name: shell.messages.previous, exact: true });
      expectBefore(dir, await boxOf(previous), await boxOf(next), 'previous, then next');
      // the arrows point the way they go: mirrored right to left
      expect(await iconScale(next.locator('svg'))).toBe(dir === 'rtl' ? -1 : 1);
      expect(await iconScale(previous.locator('svg'))).toBe(dir === 'rtl' ? -1 : 1);
      expect(await iconScale(view.getByRole('button', { name: shell.messages.play }).locator('svg'))).toBe(1); // not a direction
      await next.click();
      await at(1);
      await previous.click();
      await at(0);

      // dragged with a mouse: toward the inline end goes forward, back the other way
      await motionReady(page);
      const caption = area.locator('.slideshow__caption strong');
      await mouseDrag(page, caption, forward(dir));
      await at(1);
      await mouseDrag(page, caption, -forward(dir));
      await at(0);
      await atRest(area);

      // a figure keeps its order: +2000, never 2000+
      const figure = page.locator('.stats__value').first();
      await figure.scrollIntoViewIfNeeded();
      expect(await drawnText(figure)).toBe(withoutSpaces(await figure.textContent()));
      await expectNoSidewaysScroll(page);
    });

    test(`${dir}: /technicalExpertise — the demo carousel's next arrow, its track and a drag`, async ({ page }) => {
      await visitIn(page, '/technicalExpertise', dir);
      const counter = page.locator('.counter__value');
      await expect.poll(() => drawnText(counter)).toMatch(/^\+\d{1,3}(,\d{3})*$/); // +2,000 as it counts, never 2,000+

      const { view, area, shows } = await demoCarousel(page, dir);
      const next = view.getByRole('button', { name: demos.texts.next });
      const previous = view.getByRole('button', { name: demos.texts.previous });
      expectBefore(dir, await boxOf(previous), await boxOf(next), 'previous, then next');
      await shows(0);
      await next.click();
      await shows(1);
      await motionReady(page);
      await mouseDrag(page, view.locator('.demo-card__title').nth(1), forward(dir));
      await shows(2);
      await mouseDrag(page, view.locator('.demo-card__title').nth(2), -forward(dir));
      await shows(1);
      await previous.click();
      await shows(0);
      await atRest(area);
      await expect(page.getByRole('dialog')).toHaveCount(0); // a drag opens nothing
      await expectNoSidewaysScroll(page);
    });

    test(`${dir}: /banking — the use case's call to action and the dialog's close button at the inline end`, async ({ page }) => {
      await visitIn(page, '/banking', dir);
      await expectNavigationMirrored(page, dir, true);
      const row = page.locator('.use-case').first();
      await expect(row).toBeVisible();
      await expectOnSide(page, dir, await boxOf(row.locator('.use-case__cta')), 'end', 'the "view details" label', await boxOf(row));
      // its chevron, drawn by CSS after the label, points the reading way
      expect(await iconScale(row.locator('.use-case__cta'), '::after')).toBe(dir === 'rtl' ? -1 : 1);
      // the title starts at the row's inline start
      const [title, rowBox] = [await textBox(row.locator('.use-case__title')), await boxOf(row)];
      await expectOnSide(page, dir, title, 'start', 'the use case title', rowBox);
      await expectNoSidewaysScroll(page);
      await row.locator('.use-case__button').click();
      await expectDialogCloseAtEnd(page, dir);
    });

    test(`${dir}: /contact — the contact details keep their order, the booking dialog mirrors`, async ({ page }) => {
      await visitIn(page, '/contact', dir);
      await expectNoSidewaysScroll(page);
      for (const scheme of ['tel:', 'mailto:']) {
        const detail = page.locator('.contact-form__detail').filter({ has: page.locator(`a[href^="${scheme}"]`) });
        const [link, label] = [detail.locator('a'), detail.locator('.contact-form__label')];
        // drawn in its own order (+212 522 00 00 00), aligned with its label at the inline start
        expect(await drawnText(link)).toBe(withoutSpaces(await link.textContent()));
        const [value, caption] = [await textBox(link), await textBox(label)];
        if (dir === 'ltr') expect(Math.abs(value.x - caption.x)).toBeLessThan(1);
        else expect(Math.abs(value.x + value.width - (caption.x + caption.width))).toBeLessThan(1);
      }
      await page.getByRole('button', { name: blockOf(pageData('/contact'), 'page-header').actions![0].label }).click();
      await expectDialogCloseAtEnd(page, dir);
      const booking = page.locator('dialog[open]');
      const days = booking.locator('.choices--days .choice');
      expectBefore(dir, await boxOf(days.nth(0)), await boxOf(days.nth(1)), 'the first day, then the second');
      await days.first().click();
      const time = booking.locator('.choices--times .choice__body').first();
      await expect(time).toBeVisible();
      expect(await drawnText(time)).toBe(shell.forms.booking.slots[0]);
    });

    test(`${dir}: /noblackbox — the player's arrow keys follow the reading direction`, async ({ page }) => {
      await visitIn(page, '/noblackbox', dir);
      const view = await viewBlock(page, 'video-library');
      await view.locator('.library-card__open').first().click();
      const dialog = page.locator('dialog[open]');
      const position = dialog.locator('.library-player__position');
      await expect(position).toHaveText(`1 / ${library.videos.length}`);
      expect(await drawnText(position)).toBe(`1/${library.videos.length}`); // "1 / 31", not "31 / 1"
      const [previous, next] = [dialog.getByRole('button', { name: library.texts.previous }), dialog.getByRole('button', { name: library.texts.next })];
      expectBefore(dir, await boxOf(previous), await boxOf(next), 'previous, then next');
      await next.focus();
      await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'); // toward the inline end: next
      await expect(position).toHaveText(`2 / ${library.videos.length}`);
      await page.keyboard.press(dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
      await expect(position).toHaveText(`1 / ${library.videos.length}`);
      await expectDialogCloseAtEnd(page, dir);
    });
  }
});

test.describe('at 390 × 844, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const dir of DIRS) {
    test(`${dir}: / — the navigation and a swipe on the slideshow`, async ({ page }) => {
      await visitIn(page, '/', dir);
      await expectNavigationMirrored(page, dir, false);
      await expectNoSidewaysScroll(page);
      const { area, at } = await pausedSlideshow(page);
      await motionReady(page);
      await swipe(page, area, forward(dir));
      await at(1);
      await swipe(page, area, -forward(dir));
      await at(0);
      await atRest(area);
      await expectNoSidewaysScroll(page);
    });

    test(`${dir}: /technicalExpertise — a swipe on the demo carousel`, async ({ page }) => {
      await visitIn(page, '/technicalExpertise', dir);
      const { view, area, shows } = await demoCarousel(page, dir);
      expectBefore(dir, await boxOf(view.getByRole('button', { name: demos.texts.previous })), await boxOf(view.getByRole('button', { name: demos.texts.next })), 'previous, then next');
      await shows(0);
      await motionReady(page);
      await swipe(page, area, forward(dir));
      await shows(1);
      await swipe(page, area, -forward(dir));
      await shows(0);
      await atRest(area);
      await expectNoSidewaysScroll(page);
    });

    // each page with a dialog to open: a use case's details, the booking form
    const dialogs: Record<string, (page: Page) => Promise<void>> = {
      '/banking': (page) => page.locator('.use-case__button').first().click(),
      '/contact': (page) => page.getByRole('button', { name: blockOf(pageData('/contact'), 'page-header').actions![0].label }).click(),
    };
    for (const [route, openDialog] of Object.entries(dialogs)) {
      test(`${dir}: ${route} — the navigation, no sideways scroll, the dialog's close button`, async ({ page }) => {
        await visitIn(page, route, dir);
        await expectNavigationMirrored(page, dir, false);
        await expectNoSidewaysScroll(page);
        // and once every block below the fold has hydrated
        for (const block of await page.locator('[data-block]').all()) await block.scrollIntoViewIfNeeded();
        await expectNoSidewaysScroll(page);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await openDialog(page);
        await expectDialogCloseAtEnd(page, dir);
      });
    }
  }
});
