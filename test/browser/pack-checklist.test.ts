import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PackJson } from '@test/support/factories.js';
import { unwire, type PackWireJson } from '@test/support/pack-wire.js';
import { checkAxe, openPage, shownToast, visit } from './support/browser.js';
import { readLocalStorage, signUpOncePerFile, type StorageState } from './support/auth.js';

/**
 * The packing checklist (/packs/:packId/checklist) on a 390 px phone, on the built app and its
 * real API: ticks saved per line at once, two tabs, hide packed, reset, the keyboard, a failed
 * save. One account for the file; each test packs a pack of its own.
 */

const PHONE = { width: 390, height: 844, hasTouch: true };

/** What each test's pack holds, in the order the lines were added. */
const LINE_NAMES = ['Tent', 'Stakes', 'Quilt', 'Rain jacket', 'Trail mix', 'Cook kit'];

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

interface Library {
  items: Map<string, string>;
  bundleId: string;
}

let library: Promise<Library> | undefined;

/** Categories, items and a bundle, made once for the file's account. */
function seedLibrary(request: APIRequestContext): Promise<Library> {
  library ??= (async () => {
    const category = async (name: string) =>
      (await post<{ id: string }>(request, '/api/gear/categories', { name })).id;
    const shelter = await category('Shelter');
    const sleep = await category('Sleep');
    const cook = await category('Cook');
    const items = new Map<string, string>();
    const item = async (name: string, categoryId: string | null, brand = '') => {
      const created = await post<{ id: string }>(request, '/api/gear/items', {
        name,
        brand,
        categoryId,
        weightMg: 100_000,
      });
      items.set(name, created.id);
      return created.id;
    };
    await item('Tent', shelter, 'Zpacks');
    await item('Stakes', shelter, 'Vargo');
    await item('Quilt', sleep, 'Enlightened Equipment');
    await item('Rain jacket', null, 'Montbell');
    await item('Trail mix', null);
    const bundle = await post<{ id: string }>(request, '/api/bundles', {
      name: 'Cook kit',
      categoryId: cook,
    });
    for (const [name, quantity] of [
      ['Stove', 1],
      ['Pot', 1],
      ['Gas canister', 2],
    ] as const) {
      const gearItemId = await item(name, cook);
      await post(request, `/api/bundles/${bundle.id}/items`, { gearItemId, quantity });
    }
    return { items, bundleId: bundle.id };
  })();
  return library;
}

/** A new pack with the six lines of LINE_NAMES, none packed; its id. */
async function seedPack(page: Page): Promise<string> {
  const { items, bundleId } = await seedLibrary(page.request);
  const pack = await post<{ id: string }>(page.request, '/api/packs', {
    name: `Cairngorms ${randomUUID().slice(0, 6)}`,
  });
  const line = (body: object) => post(page.request, `/api/packs/${pack.id}/lines`, body);
  await line({ gearItemId: items.get('Tent') });
  await line({ gearItemId: items.get('Stakes'), quantity: 8 });
  await line({ gearItemId: items.get('Quilt') });
  await line({ gearItemId: items.get('Rain jacket'), worn: true });
  await line({ gearItemId: items.get('Trail mix'), quantity: 3, consumable: true });
  await line({ bundleId });
  return pack.id;
}

async function serverPack(page: Page, packId: string): Promise<PackJson> {
  const response = await page.request.get(`/api/packs/${packId}`);
  expect(response.status()).toBe(200);
  return unwire((await response.json()) as PackWireJson);
}

/** The names of the lines the server has packed, in pack order. */
async function serverPacked(page: Page, packId: string): Promise<string[]> {
  const pack = await serverPack(page, packId);
  return pack.lines
    .filter((line) => line.packed)
    .map((line) => line.item?.name ?? line.bundle?.name ?? '');
}

const checklistPath = (packId: string) => `/packs/${packId}/checklist`;

async function showChecklist(page: Page, packId: string): Promise<void> {
  await visit(page, checklistPath(packId), { waitFor: 'role=progressbar' });
}

const box = (page: Page, name: string): Locator =>
  page.getByRole('checkbox', { name, exact: true });

/** The whole row of a line: the tap target. */
const row = (page: Page, name: string): Locator =>
  page.locator('label.checklist-row').filter({ has: box(page, name) });

const progressText = (page: Page): Promise<string> =>
  page.locator('.checklist-progress-text').innerText();

const progressNow = (page: Page): Promise<string | null> =>
  page.getByRole('progressbar', { name: 'Lines packed' }).getAttribute('aria-valuenow');

const isPatch = (request: Request) =>
  request.method() === 'PATCH' &&
  /^\/api\/packs\/[^/]+\/lines\/[^/]+$/.test(new URL(request.url()).pathname);

/** Waits for the next PATCH of a line and returns its status. */
async function nextPatch(page: Page): Promise<number> {
  const response = await page.waitForResponse((answer) => isPatch(answer.request()));
  return response.status();
}

/** The name of the line whose checkbox has the focus, or null. */
const focusedLine = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(
    "document.activeElement?.closest('label.checklist-row')?.querySelector('.checklist-name')?.textContent ?? null",
  );

/** Taps a line's row away from its checkbox (on its name), as a thumb would. */
async function tapRow(page: Page, name: string): Promise<void> {
  const saved = nextPatch(page);
  await row(page, name).locator('.checklist-name').tap();
  expect(await saved).toBe(200);
}

/** Holds every PATCH of a line until the test lets it through (or answers it itself). */
async function holdPatches(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(
    (url) => /^\/api\/packs\/[^/]+\/lines\/[^/]+$/.test(url.pathname),
    (route) => {
      if (route.request().method() === 'PATCH') held.push(route);
      else void route.fallback();
    },
  );
  return held;
}

describe('the packing checklist on a phone', () => {
  const hiker = signUpOncePerFile({ givenName: 'Isla', familyName: 'Munro' });
  const openPhone = (state: StorageState = hiker()) => openPage({ ...PHONE, storageState: state });

  it('shows the pack by category without the bottom navigation, each line a tap target of 48 px or more', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    const pack = await serverPack(page, packId);
    await showChecklist(page, packId);

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(pack.name);
    expect(await page.getByRole('link', { name: 'Back to pack' }).getAttribute('href')).toBe(
      `/packs/${packId}`,
    );
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.locator('.bottom-nav').count()).toBe(0);

    expect(await page.locator('.checklist-category-name').allInnerTexts()).toEqual(
      pack.categories.map((category) => category.name),
    );
    expect(await page.getByRole('heading', { name: /^Shelter/ }).innerText()).toContain('0/2');

    const bar = page.getByRole('progressbar', { name: 'Lines packed' });
    expect(await bar.getAttribute('aria-valuemin')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('6');
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await progressText(page)).toBe('0 of 6 packed');

    expect(await row(page, 'Stakes').innerText()).toMatch(/Vargo[\s\S]*×\s*8/);
    expect(await row(page, 'Rain jacket').innerText()).toContain('Worn');
    expect(await row(page, 'Trail mix').innerText()).toMatch(/Consumable[\s\S]*×\s*3/);
    const kit = row(page, 'Cook kit');
    expect(await kit.getByRole('listitem').allInnerTexts()).toEqual([
      'Stove',
      'Pot',
      expect.stringMatching(/^Gas canister\s*×2$/) as unknown as string,
    ]);
    // One tick for the whole bundle.
    expect(await kit.getByRole('checkbox').count()).toBe(1);

    for (const name of LINE_NAMES) {
      const target = await row(page, name).boundingBox();
      expect(target?.height, `height of ${name}`).toBeGreaterThanOrEqual(48);
      expect(target?.width, `width of ${name}`).toBeGreaterThan(320);
    }
  });

  it('ticks a line with a tap anywhere on its row; the counts follow and the ticks outlive a reload', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);

    await tapRow(page, 'Tent');
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('1 of 6 packed');
    expect(await progressNow(page)).toBe('1');
    expect(await page.getByRole('heading', { name: /^Shelter/ }).innerText()).toContain('1/2');

    const saved = nextPatch(page);
    await row(page, 'Cook kit').locator('.checklist-quantity').tap();
    expect(await saved).toBe(200);
    await tapRow(page, 'Quilt');
    expect(await progressText(page)).toBe('3 of 6 packed');
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Quilt', 'Cook kit']);

    // A second tap unpacks.
    await tapRow(page, 'Quilt');
    expect(await box(page, 'Quilt').isChecked()).toBe(false);
    await checkAxe(page);

    await page.reload();
    await page.getByRole('progressbar').waitFor();
    expect(await progressText(page)).toBe('2 of 6 packed');
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await box(page, 'Cook kit').isChecked()).toBe(true);
    expect(await box(page, 'Quilt').isChecked()).toBe(false);
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Cook kit']);
  });

  it('keeps quick taps on different lines when the server answers them in reverse order', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const held = await holdPatches(page);

    for (const name of ['Tent', 'Stakes', 'Quilt']) {
      await row(page, name).locator('.checklist-name').tap();
    }
    await expect.poll(() => held.length).toBe(3);
    expect(await progressText(page)).toBe('3 of 6 packed');

    for (const route of held.reverse()) {
      const answered = page.waitForResponse((response) => response.request() === route.request());
      await route.fallback();
      await answered;
      for (const name of ['Tent', 'Stakes', 'Quilt']) {
        expect(await box(page, name).isChecked(), `${name} after an answer`).toBe(true);
      }
    }
    expect(await progressText(page)).toBe('3 of 6 packed');
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Stakes', 'Quilt']);
  });

  it('keeps a tick that is still on its way when the page revalidates meanwhile', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const held = await holdPatches(page);
    await row(page, 'Tent').locator('.checklist-name').tap();
    await expect.poll(() => held.length).toBe(1);

    // Another phone packs the Quilt; the server does not know about the Tent yet.
    const quilt = (await serverPack(page, packId)).lines.find(
      (line) => line.item?.name === 'Quilt',
    );
    const other = await page.request.patch(`/api/packs/${packId}/lines/${quilt?.id ?? ''}`, {
      data: { packed: true },
    });
    expect(other.status()).toBe(200);

    // The page asks again (focus) and shows the Quilt: the answer arrived...
    await expect
      .poll(async () => {
        await page.evaluate("window.dispatchEvent(new Event('focus'))");
        return box(page, 'Quilt').isChecked();
      })
      .toBe(true);
    // ...without the Tent, which the screen still shows ticked.
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('2 of 6 packed');

    await held[0]?.fallback();
    await expect.poll(() => serverPacked(page, packId)).toEqual(['Tent', 'Quilt']);
    expect(await box(page, 'Tent').isChecked()).toBe(true);
  });

  it('keeps the ticks of two tabs on different lines, and a tab that revalidates shows the other’s', async () => {
    const first = await openPhone();
    const packId = await seedPack(first);
    const second = await openPhone();
    await showChecklist(first, packId);
    await showChecklist(second, packId);

    await tapRow(first, 'Tent');
    await tapRow(second, 'Quilt');
    // The second tab had not heard of the Tent: its tick of the Quilt did not unpack it.
    expect(await serverPacked(first, packId)).toEqual(['Tent', 'Quilt']);

    expect(await box(first, 'Quilt').isChecked()).toBe(false);

    // Coming back to a tab (focus) asks the server again. SWR reuses an answer younger than 2 s
    // and takes one focus per 5 s, so the focus is given until the answer shows.
    await expect
      .poll(async () => {
        await first.evaluate("window.dispatchEvent(new Event('focus'))");
        return box(first, 'Quilt').isChecked();
      })
      .toBe(true);
    expect(await box(first, 'Tent').isChecked()).toBe(true);
    expect(await progressText(first)).toBe('2 of 6 packed');

    await second.reload();
    await second.getByRole('progressbar').waitFor();
    expect(await box(second, 'Tent').isChecked()).toBe(true);
    expect(await box(second, 'Quilt').isChecked()).toBe(true);
  });

  it('hides packed lines, remembers that for the pack, and cheers when everything is packed', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    await tapRow(page, 'Tent');
    await tapRow(page, 'Quilt');

    await page.getByRole('switch', { name: 'Hide packed' }).tap();
    await expect.poll(() => box(page, 'Tent').count()).toBe(0);
    expect(await box(page, 'Quilt').count()).toBe(0);
    expect(await box(page, 'Stakes').isVisible()).toBe(true);
    expect(await page.getByText('2 packed lines hidden.').isVisible()).toBe(true);
    // Sleep is all packed: its heading stays, with its count.
    expect(await page.getByRole('heading', { name: /^Sleep/ }).innerText()).toContain('1/1');
    expect(await readLocalStorage(page, `packtrail.checklist.hide-packed.${packId}`)).toBe('true');
    await checkAxe(page);

    await page.reload();
    await page.getByRole('progressbar').waitFor();
    expect(await page.getByRole('switch', { name: 'Hide packed' }).isChecked()).toBe(true);
    expect(await box(page, 'Tent').count()).toBe(0);

    for (const name of ['Stakes', 'Rain jacket', 'Trail mix', 'Cook kit']) {
      await tapRow(page, name);
      expect(await box(page, name).count()).toBe(0);
    }
    await page.getByRole('heading', { name: 'All packed!' }).waitFor();
    expect(await progressText(page)).toBe('All 6 packed');
    await checkAxe(page);

    await page.getByRole('button', { name: 'Show packed lines' }).tap();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(6);
    expect(await page.getByRole('switch', { name: 'Hide packed' }).isChecked()).toBe(false);
  });

  it('resets every tick after asking, on the server too', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const reset = page.getByRole('button', { name: 'Reset all' });
    expect(await reset.isDisabled()).toBe(true);
    for (const name of ['Tent', 'Stakes', 'Cook kit']) await tapRow(page, name);

    await reset.tap();
    const question = page.getByRole('alertdialog', { name: 'Reset the checklist?' });
    await question.waitFor();
    expect(await question.innerText()).toContain('All 3 packed lines');
    await checkAxe(page);
    await question.getByRole('button', { name: 'Cancel' }).tap();
    await question.waitFor({ state: 'hidden' });
    expect(await progressText(page)).toBe('3 of 6 packed');

    await reset.tap();
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/packs/${packId}/checklist/reset`,
    );
    await question.getByRole('button', { name: 'Reset all' }).tap();
    await expect.poll(() => progressText(page)).toBe('0 of 6 packed');
    expect((await posted).status()).toBe(204);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await serverPacked(page, packId)).toEqual([]);
  });

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

  it('rolls a tick back when the server refuses it, and says so', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const held = await holdPatches(page);

    await row(page, 'Tent').locator('.checklist-name').tap();
    await expect.poll(() => held.length).toBe(1);
    // Shown at once, before the server has answered.
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('1 of 6 packed');

    await held[0]?.fulfill({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
    });
    await shownToast(page, 'Could not mark Tent as packed: Internal server error');
    expect(await box(page, 'Tent').isChecked()).toBe(false);
    expect(await progressText(page)).toBe('0 of 6 packed');
    await checkAxe(page);
    expect(await serverPacked(page, packId)).toEqual([]);
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
