import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { visit } from './helpers.ts';
import { pageData, SITE_DIR } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/** The experts page: its texts, the Agent / Team code tabs, highlighted at build time. */
const experts = pageData('/experts');
const codeTabs = blockOf(experts, 'code-tabs');

test('the team session, its sections, and "Discover Our Projects" going home', async ({ page }) => {
  await visit(page, '/experts');
  await expect(page.locator('h1')).toHaveText('Team technical session');
  await expect(page.locator('.page-header__image')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Expertise' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expert in creating intelligent agent teams' })).toBeVisible();
  await page.getByRole('link', { name: 'Discover Our Projects' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText('Building Agentic solutions');
});

test('Agent is chosen first; the tabs work with arrows, Home and End', async ({ page }) => {
  await visit(page, '/experts');
  const agent = page.getByRole('tab', { name: 'Agent' });
  const team = page.getByRole('tab', { name: 'Team' });
  const panel = page.getByRole('tabpanel');
  await expect(agent).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('invoice_checker = Agent(');
  await agent.focus();
  await page.keyboard.press('ArrowRight');
  await expect(team).toBeFocused();
  await expect(team).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('proposal_team = Crew(');
  await expect(panel).toHaveAttribute('aria-labelledby', (await team.getAttribute('id'))!);
  await page.keyboard.press('ArrowRight'); // wraps around
  await expect(agent).toBeFocused();
  await page.keyboard.press('End');
  await expect(team).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(agent).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab'); // the tab list is one stop: next comes the copy button
  await expect(page.getByRole('button', { name: codeTabs.texts.copy })).toBeFocused();
});

test('the copy button puts the code on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, '/experts');
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: codeTabs.texts.copy }).click();
  await expect(page.locator('.code-tabs__copy')).toHaveText(codeTabs.texts.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^from crewai import Agent, Crew, Process, Task\n/);
  expect(copied).toContain('proposal_team.kickoff(');
});

test('the code is coloured in the prerendered HTML and no highlighter is shipped to the browser', async ({ request }) => {
  const html = await (await request.get('/experts')).text();
  expect(html).toMatch(/<span style="color:#[0-9A-Fa-f]{6}">from<\/span>/);
  const assets = path.join(SITE_DIR, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toMatch(/shiki|createHighlighter|tokenizeTimeLimit/);
  }
});
