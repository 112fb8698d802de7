import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createItem,
  createPack,
  type PackJson,
  type PackLineJson,
} from '@test/support/factories.js';
import type { ExportDocument } from '@server/account/export/export-format.js';
import { exportCsv } from './packs-import.helpers.js';

const errorsOf = (body: unknown) =>
  (body as { errors?: { field: string; message: string }[] }).errors;

/**
 * A bundle line's items marked worn or consumable in one pack, without expanding the bundle:
 * PATCH /api/packs/:id/lines/:lineId with `entry`, seen in the line, the totals, a copy of the
 * pack, the LighterPack export and an expansion; validated, and scoped to the owner.
 */
describe('marking a bundle’s items in a pack', () => {
  const { app, owner, stranger } = setupApi();
  let ids: { jacket: string; socks: string; snacks: string; bundle: string };
  beforeAll(async () => {
    const jacket = await createItem(app, owner.session, { name: 'Jacket', weightMg: 300_000 });
    const socks = await createItem(app, owner.session, { name: 'Socks', weightMg: 50_000 });
    const snacks = await createItem(app, owner.session, { name: 'Snacks', weightMg: 100_000 });
    const bundle = await createBundle(app, owner.session, { name: 'Walk kit' });
    await addToBundle(app, owner.session, bundle.id, jacket.id, 1);
    await addToBundle(app, owner.session, bundle.id, socks.id, 2);
    await addToBundle(app, owner.session, bundle.id, snacks.id, 3);
    ids = { jacket: jacket.id, socks: socks.id, snacks: snacks.id, bundle: bundle.id };
  });

  const send = sendUnder<PackLineJson>('/api/packs', { unwire: true });
  const readPack = async (id: string) => (await send<PackJson>(owner, 'GET', `/${id}`)).body;

  /** A pack holding the kit once; its line. */
  async function kitPack(): Promise<{ pack: PackJson; line: PackLineJson }> {
    const pack = await createPack(app, owner.session);
    const line = await addLine(app, owner.session, pack.id, { bundleId: ids.bundle });
    return { pack, line };
  }
  const marks = (line: PackLineJson | undefined) =>
    Object.fromEntries(
      (line?.bundle?.items ?? []).map((entry) => [entry.name, [entry.worn, entry.consumable]]),
    );

  it('marks one item worn and another consumable, in the line and in the totals', async () => {
    const { pack, line } = await kitPack();
    expect(marks(line)).toEqual({
      Jacket: [false, false],
      Socks: [false, false],
      Snacks: [false, false],
    });
    const before = (await readPack(pack.id)).totals;
    expect(before).toMatchObject({ totalMg: 700_000, baseMg: 700_000, wornMg: 0 });

    const worn = await send(owner, 'PATCH', `/${pack.id}/lines/${line.id}`, {
      entry: { gearItemId: ids.jacket, worn: true },
    });
    expect(worn.status).toBe(200);
    expect(worn.body).toMatchObject({ worn: false, consumable: false });
    expect(marks(worn.body)).toMatchObject({ Jacket: [true, false], Socks: [false, false] });
    const eaten = await send(owner, 'PATCH', `/${pack.id}/lines/${line.id}`, {
      entry: { gearItemId: ids.snacks, consumable: true },
    });
    expect(marks(eaten.body)).toMatchObject({ Snacks: [false, true] });

    const after = await readPack(pack.id);
    expect(after.totals).toMatchObject({
      totalMg: 700_000,
      wornMg: 300_000,
      consumableMg: 300_000,
      baseMg: 100_000,
      packWeightMg: 400_000,
    });
    expect(after.totals.byCategory[0]).toMatchObject({ wornMg: 300_000, consumableMg: 300_000 });
    // The packs list counts them the same way.
    const list = (await send<{ id: string; totals: PackJson['totals'] }[]>(owner, 'GET', '')).body;
    expect(list.find((p) => p.id === pack.id)?.totals).toMatchObject({ wornMg: 300_000 });
  });

  it('puts every item back on the line’s mark when the line’s own mark changes', async () => {
    const { pack, line } = await kitPack();
    const path = `/${pack.id}/lines/${line.id}`;
    await send(owner, 'PATCH', path, { entry: { gearItemId: ids.jacket, worn: true } });
    await send(owner, 'PATCH', path, { entry: { gearItemId: ids.snacks, consumable: true } });
    const allWorn = await send(owner, 'PATCH', path, { worn: true });
    expect(marks(allWorn.body)).toEqual({
      Jacket: [true, false],
      Socks: [true, false],
      Snacks: [true, true],
    });
    // An item can then be taken out of a worn line.
    const notSocks = await send(owner, 'PATCH', path, {
      entry: { gearItemId: ids.socks, worn: false },
    });
    expect(marks(notSocks.body)).toMatchObject({ Socks: [false, false], Jacket: [true, false] });
    // Worn rule per item: one jacket, one of three snacks worn; socks carried.
    expect((await readPack(pack.id)).totals).toMatchObject({
      wornMg: 300_000 + 100_000,
      consumableMg: 200_000,
      baseMg: 100_000,
    });
  });

  it('keeps the marks in a copy of the pack, in its LighterPack file and when expanded', async () => {
    const { pack, line } = await kitPack();
    await send(owner, 'PATCH', `/${pack.id}/lines/${line.id}`, {
      entry: { gearItemId: ids.jacket, worn: true },
    });
    await send(owner, 'PATCH', `/${pack.id}/lines/${line.id}`, {
      entry: { gearItemId: ids.snacks, consumable: true },
    });

    const copy = await send<PackJson>(owner, 'POST', `/${pack.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(marks(copy.body.lines[0])).toMatchObject({
      Jacket: [true, false],
      Snacks: [false, true],
    });

    const csv = await exportCsv(app, owner.session, pack.id);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\n').slice(1)).toEqual([
      'Jacket,,,1,300,gram,,,Worn,',
      'Socks,,,2,50,gram,,,,',
      'Snacks,,,3,100,gram,,,,Consumable',
    ]);

    const expanded = await send<PackJson>(owner, 'POST', `/${pack.id}/lines/${line.id}/expand`);
    expect(expanded.status).toBe(200);
    expect(expanded.body.lines.map((l) => [l.item?.name, l.worn, l.consumable])).toEqual([
      ['Jacket', true, false],
      ['Socks', false, false],
      ['Snacks', false, true],
    ]);
  });

  it('keeps the marks in the account’s data download', async () => {
    const { pack, line } = await kitPack();
    await send(owner, 'PATCH', `/${pack.id}/lines/${line.id}`, {
      entry: { gearItemId: ids.socks, worn: true },
    });
    const response = await owner.session.fetch(owner.url('/api/account/export'));
    expect(response.status).toBe(200);
    const document = (await response.json()) as ExportDocument;
    const exported = document.packs.find((candidate) => candidate.id === pack.id);
    const entries = exported?.lines[0]?.bundle?.entries ?? [];
    expect(entries.map(({ name, worn, consumable }) => [name, worn, consumable])).toEqual([
      ['Jacket', false, false],
      ['Socks', true, false],
      ['Snacks', false, false],
    ]);
    expect(exported?.lighterpackCsv).toContain('Socks,,,2,50,gram,,,Worn,');
  });

  it('refuses a malformed entry with 400 naming the field and the reason', async () => {
    const { pack, line } = await kitPack();
    const path = `/${pack.id}/lines/${line.id}`;
    const cases: [unknown, string][] = [
      [{ entry: { gearItemId: 'not-a-uuid', worn: true } }, 'entry.gearItemId'],
      [{ entry: { gearItemId: ids.jacket, worn: 'yes' } }, 'entry.worn'],
      [{ entry: { gearItemId: ids.jacket } }, 'entry'],
      [{ entry: 'jacket' }, 'entry'],
      [{ entry: { gearItemId: randomUUID(), worn: true } }, 'entry.gearItemId'],
    ];
    for (const [body, field] of cases) {
      const response = await send(owner, 'PATCH', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const errors = errorsOf(response.body) ?? [];
      expect(
        errors.map((error) => error.field),
        JSON.stringify(body),
      ).toContain(field);
      expect(errors.every((error) => error.message.length > 0)).toBe(true);
    }
    const item = await createItem(app, owner.session, { name: 'Map', weightMg: 20_000 });
    const itemLine = await addLine(app, owner.session, pack.id, { gearItemId: item.id });
    const onItemLine = await send(owner, 'PATCH', `/${pack.id}/lines/${itemLine.id}`, {
      entry: { gearItemId: item.id, worn: true },
    });
    expect(onItemLine.status).toBe(400);
    expect(errorsOf(onItemLine.body)?.map((error) => error.field)).toEqual(['entry']);
    expect(marks((await readPack(pack.id)).lines[0])).toMatchObject({ Jacket: [false, false] });
  });

  it('answers 404 for another user’s pack or line, and changes nothing', async () => {
    const { pack, line } = await kitPack();
    const body = { entry: { gearItemId: ids.jacket, worn: true } };
    const response = await send(stranger, 'PATCH', `/${pack.id}/lines/${line.id}`, body);
    expect(response.status).toBe(404);
    const theirs = await createPack(app, stranger.session);
    const crossed = await send(stranger, 'PATCH', `/${theirs.id}/lines/${line.id}`, body);
    expect(crossed.status).toBe(404);
    expect(marks((await readPack(pack.id)).lines[0])).toMatchObject({ Jacket: [false, false] });
  });
});
