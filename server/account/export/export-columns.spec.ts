import { describe, expect, it } from 'vitest';
import {
  categoryRef,
  column,
  exportFields,
  figure,
  figureOrNull,
  filled,
  parseRows,
  reference,
  selectColumns,
  time,
  type ExportRow,
} from './export-columns.js';
import { WrittenIds } from './written-ids.js';

const COLUMNS = {
  id: column<string>('id'),
  categoryId: categoryRef('category_id'),
  weightMg: figure('weight_mg'),
  priceMinor: figureOrNull('price_minor'),
  lines: filled<string[]>(),
  startDate: column<string>('start_date', 'text'),
  distanceM: column<number>('trip.distance_m'),
  createdAt: time('created_at'),
};

describe('export columns', () => {
  it('select each column as its field, qualified by the table unless it names its own', () => {
    expect(selectColumns(COLUMNS)).toBe(
      'id AS "id", category_id AS "categoryId", weight_mg AS "weightMg", ' +
        'price_minor AS "priceMinor", start_date::text AS "startDate", ' +
        'trip.distance_m AS "distanceM", created_at AS "createdAt"',
    );
    expect(selectColumns({ name: column<string>('name') }, 'pack')).toBe('pack.name AS "name"');
  });

  it('read bigint and numeric text as numbers, keeping null and the other fields', () => {
    const rows = parseRows<ExportRow<typeof COLUMNS> & { extra: string }>(COLUMNS, [
      { id: 'a', weightMg: '28350', priceMinor: null, extra: 'kept' },
      { id: 'b', weightMg: '1.25', priceMinor: '4500', extra: 'kept' },
    ]);
    expect(rows).toEqual([
      { id: 'a', weightMg: 28350, priceMinor: null, extra: 'kept' },
      { id: 'b', weightMg: 1.25, priceMinor: 4500, extra: 'kept' },
    ]);
  });

  it('write every field in the list’s order, filled ones from the mapper, nothing else', () => {
    const written = new WrittenIds();
    written.addCategory('c1', 'Shelter');
    const row = {
      createdAt: new Date('2026-05-01T10:00:00.000Z'),
      distanceM: 12.5,
      startDate: '2026-05-01',
      priceMinor: null,
      weightMg: 1000,
      categoryId: 'c1',
      id: 'i1',
      cursorAt: 'not in the document',
    };
    const document = exportFields(COLUMNS, row, written, { lines: ['l1'] });
    expect(JSON.stringify(document)).toBe(
      '{"id":"i1","categoryId":"c1","weightMg":1000,"priceMinor":null,"lines":["l1"],' +
        '"startDate":"2026-05-01","distanceM":12.5,"createdAt":"2026-05-01T10:00:00.000Z"}',
    );
    expect(exportFields(COLUMNS, { ...row, categoryId: 'c9' }, written, { lines: [] })).toEqual(
      expect.objectContaining({ categoryId: null }),
    );
  });

  it('write a reference to another section’s row only when the document holds that row', () => {
    const written = new WrittenIds();
    written.addPack('k1');
    const packId = reference('pack_id', (ids, id) => ids.hasPack(id));
    expect(selectColumns({ packId }, 'activity')).toBe('activity.pack_id AS "packId"');
    expect(packId.write('k1', written)).toBe('k1');
    expect(packId.write('k2', written)).toBeNull();
    expect(packId.write(null, written)).toBeNull();
  });
});
