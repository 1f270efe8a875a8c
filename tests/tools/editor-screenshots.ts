import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copySite, PROJECT_ROOT } from '../../src/paths.ts';
import { cameraPhoto, phoneVideo } from '../helpers/media-files.ts';

/**
 * The screenshots of docs/editing.md › Editing with forms: the browser editor of `npm run dev` on a copy of the
 * site, doing the jobs the product names, at 1280×800 and on a 390×844 phone. Run it after changing the
 * editor's look: `npx tsx tests/tools/editor-screenshots.ts` (about a minute); it writes
 * docs/screenshots/*.png, made small (a palette of colours).
 */
const OUT = path.join(PROJECT_ROOT, 'docs/screenshots');
const PORT = 5177;
const BASE = `http://127.0.0.1:${PORT}`;
const root = mkdtempSync(path.join(tmpdir(), 'editor-screenshots-'));
copySite(root);
mkdirSync(OUT, { recursive: true });
// one photo and one video per device: the second upload of a name already taken would ask for another
const photos = { desktop: path.join(root, 'Team in Casablanca.jpg'), phone: path.join(root, 'Team in Rabat.jpg') };
for (const photo of Object.values(photos)) writeFileSync(photo, await cameraPhoto());
const videos = { desktop: path.join(root, 'Port of Agadir drone.mp4'), phone: path.join(root, 'Port of Tangier drone.mp4') };
for (const video of Object.values(videos)) await phoneVideo(video);

const server = spawn('npx', ['vite', '--config', 'vite.config.ts', '--port', String(PORT), '--strictPort'], { cwd: PROJECT_ROOT, env: { ...process.env, SITE_ROOT: root }, stdio: 'ignore', detached: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (let i = 0; i < 120; i++) {
    if ((await fetch(`${BASE}/_edit`).then((r) => r.status, () => 0)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const device of [
    { suffix: 'desktop' as const, viewport: { width: 1280, height: 800 } },
    { suffix: 'phone' as const, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  ]) {
    const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const shot = async (name: string) => {
      const raw = await page.screenshot();
      await sharp(raw).png({ palette: true, quality: 70, compressionLevel: 9 }).toFile(path.join(OUT, `${name}-${device.suffix}.png`));
      console.log(`${name}-${device.suffix}.png`);
    };
    const open = async (file?: string) => {
      await page.goto(`${BASE}/_edit${file ? `?file=${encodeURIComponent(file)}` : ''}`);
      await page.waitForSelector('body[data-ready="true"]');
    };
    const field = (at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
    // the screenshot is taken once what was typed is checked and the preview has drawn it (the problems and the frame agree with the form)
    const ready = async (page: Page) => {
      await page.waitForFunction(() => {
        const frame = document.querySelector<HTMLIFrameElement>('.edit-preview');
        return frame?.dataset.shown !== undefined && frame.contentDocument?.querySelector('main') !== null;
      }, undefined, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    };

    // 1. a new industry: its name, the address it makes, then the form
    await open();
    await page.getByRole('button', { name: 'New industry' }).click();
    await page.getByLabel('Name of the industry').fill(`Port d'Agadir – Logistique ${device.suffix === 'phone' ? '2' : ''}`.trim());
    await page.getByText('Its address:').waitFor();
    await shot('new-industry-name');
    await page.getByRole('button', { name: 'Create' }).click();
    await field('description').fill('AI agents for the port of Agadir: vessel calls, customs files and yard planning.');
    await field('industry/categories/0/name').fill('Port Operations');
    await field('industry/categories/0/name').scrollIntoViewIfNeeded();
    await ready(page);
    await shot('new-industry-form');

    // 2. a guardrail video with its thumbnail
    await open('content/guardrail-videos.yaml');
    await page.getByRole('button', { name: 'New guardrail video' }).click();
    await page.keyboard.type('Prompt injection blocked at the gate');
    await ready(page);
    await shot('guardrail-video');

    // 3. the team photo replaced from the library's upload
    await open('pages/experts.yaml');
    await page.locator('details[data-field="blocks/0"] > summary').click();
    await page.getByRole('button', { name: 'Picture: choose or upload a picture' }).click();
    await page.getByRole('dialog', { name: 'Choose a picture' }).locator('.edit-media-item').first().waitFor();
    await shot('media-library');
    const pictures = page.getByRole('dialog', { name: 'Choose a picture' });
    await pictures.locator('input[type="file"]').setInputFiles(photos[device.suffix]);
    // a new picture asks what it shows, for the people who cannot see it
    const described = pictures.getByLabel('What does the picture show?');
    await described.waitFor({ timeout: 60_000 });
    await described.fill('Our engineers around a table in the Casablanca office, planning an agent team on the wall screen');
    await shot('describe-picture');
    await pictures.getByRole('button', { name: 'Use this picture' }).click();
    await pictures.waitFor({ state: 'hidden' });
    await field('blocks/0/image/src').scrollIntoViewIfNeeded();
    await ready(page);
    await shot('team-photo');

    // 4. a phone video as an industry hero: prepared, with its progress
    await open('pages/industries/logistics.yaml');
    await page.locator('details[data-field="blocks/0"] > summary').click();
    await page.getByRole('button', { name: 'Video: choose or upload a video' }).click();
    const library = page.getByRole('dialog', { name: 'Choose a video' });
    await library.locator('input[type="file"]').setInputFiles(videos[device.suffix]);
    await library.locator('progress:not([hidden])').waitFor();
    await page.waitForFunction(() => Number(document.querySelector<HTMLProgressElement>('.edit-media progress')?.value) > 0.3);
    await shot('hero-video');
    await library.waitFor({ state: 'hidden', timeout: 120_000 });

    // 5. rename and 6. delete, with the links they touch
    await open('pages/about.yaml');
    await page.getByRole('button', { name: 'Rename…' }).click();
    await page.getByLabel('New name').fill('About us');
    await page.getByText('Its address:').waitFor();
    await shot('rename');
    await page.keyboard.press('Escape');
    await open('pages/legal/cookies.yaml');
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('alertdialog').waitFor();
    await shot('delete');
    await context.close();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(root, { recursive: true, force: true });
}
