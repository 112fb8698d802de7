import type { ApiSchema } from '../../client/lib/api/schema.js';
import type { PackJson, PackLineJson } from './factories.js';

/*
 * The packs API leaves out what a large pack would repeat (a line's category and position,
 * fields at their empty value): these put it back, as the client's pack-wire.ts does, so tests
 * read whole values.
 */

/** A line as the API sends it: fields at their empty value left out, no category, no order. */
export type PackLineWireJson = ApiSchema<'PackLineDto'>;

/** A line on its own (POST and PATCH of a line answer it), with its category. */
export type PackLineResponseWireJson = ApiSchema<'PackLineResponseDto'>;

/** A pack as the API sends it: each category with its lines. */
export type PackWireJson = ApiSchema<'PackDetailDto'>;

/** A line from the API with its left-out fields put back (as the client's pack-wire does). */
export function unwireLine(wire: PackLineWireJson, categoryId: string | null): PackLineJson {
  const { item, bundle, ...line } = wire;
  return {
    gearItemId: null,
    bundleId: null,
    worn: false,
    consumable: false,
    packed: false,
    ...line,
    categoryId,
    sortOrder: 0,
    ...(item && {
      item: {
        brand: '',
        priceMinor: null,
        currency: null,
        photoUrl: null,
        url: null,
        notes: '',
        retired: false,
        ...item,
      },
    }),
    ...(bundle && { bundle }),
  };
}

/** A pack from the API as one list of lines in the pack's order (sortOrder: the position). */
export function unwire(wire: PackWireJson): PackJson {
  const lines = wire.categories.flatMap((category) =>
    category.lines.map((line) => unwireLine(line, category.categoryId)),
  );
  lines.forEach((line, index) => {
    line.sortOrder = index;
  });
  return {
    ...wire,
    categories: wire.categories.map(({ lines: _lines, ...category }) => category),
    lines,
  };
}
