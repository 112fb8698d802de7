import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, visit } from './support/browser.js';
import {
  box,
  checklistPhones,
  checklistPath,
  nextPatch,
  post,
  progressText,
  seedPack,
  serverPacked,
  showChecklist,
} from './pack-checklist-support.js';

/**
 * The packing checklist (/packs/:packId/checklist) on a 390 px phone, on the built app and its
 * real API: ticking with the keyboard alone, and the loading, failed, empty and missing packs.
 * One account for the file; each test packs a pack of its own.
 */

/** The name of the line whose checkbox has the focus, or null. */
const focusedLine = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(
    "document.activeElement?.closest('label.checklist-row')?.querySelector('.checklist-name')?.textContent ?? null",
  );

describe('the packing checklist on a phone', () => {
  const openPhone = checklistPhones();

  it('ticks with the keyboard alone: Tab to a line, Space; with packed lines hidden the focus moves on', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);

    await page.getByRole('switch', { name: 'Hide packed' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedLine(page)).toBe('Tent');
    // The focused line's row shows the focus ring.
    expect(
      await page.evaluate<string>(
        "getComputedStyle(document.activeElement.closest('label')).outlineStyle",
      ),
    ).toBe('solid');
    let saved = nextPatch(page);
    await page.keyboard.press('Space');
    expect(await saved).toBe(200);
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('1 of 6 packed');

    await page.keyboard.press('Tab');
    saved = nextPatch(page);
    await page.keyboard.press('Space');
    expect(await saved).toBe(200);
    expect(await box(page, 'Stakes').isChecked()).toBe(true);

    // Back past Tent and "Reset all" (enabled now) to the switch.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: 'Hide packed' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedLine(page)).toBe('Quilt');
    const following = await page.evaluate<string | null>(`(() => {
      const boxes = [...document.querySelectorAll('input.checklist-box')];
      const next = boxes[boxes.indexOf(document.activeElement) + 1];
      return next?.closest('label').querySelector('.checklist-name').textContent ?? null;
    })()`);
    expect(following).not.toBeNull();
    saved = nextPatch(page);
    await page.keyboard.press('Space');
    expect(await saved).toBe(200);
    // The Quilt went out of sight; the focus went to the next line, ready for the next Space.
    expect(await box(page, 'Quilt').count()).toBe(0);
    expect(await focusedLine(page)).toBe(following);
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Stakes', 'Quilt']);
  });

  it('shows a skeleton while the pack loads, and the reason and a retry when it cannot load', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    // Every load of the pack waits for the test to answer it (SWR's own retries included).
    const held: Route[] = [];
    let holding = true;
    await page.route(
      (url) => url.pathname === `/api/packs/${packId}`,
      (route) => (holding ? void held.push(route) : route.continue()),
    );
    await page.goto(checklistPath(packId));
    await page.getByRole('status').filter({ hasText: 'Loading the checklist…' }).waitFor();
    await expect.poll(() => held.length).toBe(1);
    await checkAxe(page);

    await held.shift()?.fulfill({
      status: 503,
      json: { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
    });
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('Database unavailable.');
    await checkAxe(page);

    await failure.getByRole('button', { name: 'Try again' }).tap();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held) await route.continue();
    await page.getByRole('progressbar').waitFor();
    expect(await progressText(page)).toBe('0 of 6 packed');
  });

  it('offers the editor for an empty pack and says so when there is no such pack', async () => {
    const page = await openPhone();
    const empty = await post<{ id: string }>(page.request, '/api/packs', { name: 'Day hike' });
    await visit(page, checklistPath(empty.id), { waitFor: 'text=Nothing to pack yet' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Day hike');
    expect(
      await page.getByRole('link', { name: 'Open the pack editor' }).getAttribute('href'),
    ).toBe(`/packs/${empty.id}`);
    expect(await page.getByRole('progressbar').count()).toBe(0);

    await visit(page, checklistPath(randomUUID()), { waitFor: 'text=Pack not found' });
    expect(await page.getByRole('link', { name: 'Your packs' }).getAttribute('href')).toBe(
      '/packs',
    );
    await visit(page, checklistPath('not-a-pack'), { waitFor: 'text=Pack not found' });
  });
});
