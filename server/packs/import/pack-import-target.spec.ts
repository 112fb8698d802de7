import { describe, expect, it } from 'vitest';
import { categoryPlacesAfterImport } from './pack-import-target.js';

const category = (id: string, packSortOrder: number | null = null) => ({
  id,
  name: id,
  color: '#123456',
  packSortOrder,
});

describe('categoryPlacesAfterImport', () => {
  it('keeps the pack’s order, placed or not, and puts the categories the file brings after it', () => {
    // The pack shows Water (placed), then Shelter (library order), then Uncategorized.
    const target = {
      present: new Set(['shelter', 'water', null]),
      library: [category('shelter'), category('sleep'), category('water', 0), category('food')],
      uncategorizedSortOrder: null,
    };
    // The file lists Food, Shelter, Sleep.
    const imported = {
      present: new Set(['food', 'shelter', 'sleep']),
      library: [
        category('shelter', 1),
        category('sleep', 2),
        category('water'),
        category('food', 0),
      ],
      uncategorizedSortOrder: null,
    };
    expect(categoryPlacesAfterImport(target, imported)).toEqual({
      positions: [
        { categoryId: 'water', sortOrder: 0 },
        { categoryId: 'shelter', sortOrder: 1 },
        { categoryId: 'food', sortOrder: 3 },
        { categoryId: 'sleep', sortOrder: 4 },
      ],
      uncategorizedSortOrder: 2,
    });
  });

  it('changes nothing when the file brings no category the pack lacks', () => {
    const target = {
      present: new Set(['shelter', null]),
      library: [category('shelter')],
      uncategorizedSortOrder: null,
    };
    const imported = {
      present: new Set<string | null>([null, 'shelter']),
      library: [category('shelter', 1)],
      uncategorizedSortOrder: 0,
    };
    expect(categoryPlacesAfterImport(target, imported)).toBeNull();
  });
});
