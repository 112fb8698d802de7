/**
 * An in-memory AccountExportSource for the account export's unit tests: tables as arrays in the
 * order the database would page them (a row created later goes at the end), pages cut after the
 * previous page's last row as keyset pagination does, every read recorded, and a hook that runs
 * after each read so a test can change the data between two batches as a user could.
 */
import type {
  AccountExportSource,
  AccountRow,
  BundleEntryRow,
  BundleRow,
  CategoryRow,
  ItemRow,
  PackCategoryRow,
  PackContents,
  PackLineRow,
  PackRow,
  PhotoRow,
} from '@server/account/export/account-export.rows.js';

export const at = new Date('2026-05-01T10:00:00.000Z');

export interface FakeTables {
  account: AccountRow | null;
  categories: CategoryRow[];
  items: ItemRow[];
  bundles: BundleRow[];
  bundleEntries: BundleEntryRow[];
  packs: Omit<PackRow, 'lineCount'>[];
  packCategories: PackCategoryRow[];
  packLines: PackLineRow[];
  photos: PhotoRow[];
}

export type Table = Exclude<keyof FakeTables, 'account'> | 'packContents';

export interface Read {
  table: Table;
  /** Rows returned (for packContents: lines). */
  rows: number;
}

export const account: AccountRow = {
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  username: null,
  avatarPhotoId: null,
  weightUnit: 'g',
  weightScale: 'auto',
  currency: null,
  foodPerDayGrams: 700,
  subscriptionPlan: 'basic',
  createdAt: at,
};

const stamps = (id: string) => ({ createdAt: at, updatedAt: at, cursorAt: id });

export const fake = {
  category: (id: string, sortOrder = 0): CategoryRow => ({
    id,
    name: `Category ${id}`,
    color: '#000000',
    sortOrder,
    createdAt: at,
    updatedAt: at,
  }),
  item: (id: string, categoryId: string | null = null): ItemRow => ({
    id,
    categoryId,
    name: `Item ${id}`,
    brand: '',
    weightMg: 1000,
    weightUnit: 'g',
    quantityOwned: 1,
    priceMinor: null,
    currency: null,
    url: null,
    notes: '',
    photoId: null,
    retired: false,
    ...stamps(id),
  }),
  bundle: (id: string, categoryId: string | null = null): BundleRow => ({
    id,
    categoryId,
    name: `Bundle ${id}`,
    description: '',
    ...stamps(id),
  }),
  entry: (bundleId: string, gearItemId: string, sortOrder = 0): BundleEntryRow => ({
    bundleId,
    gearItemId,
    quantity: 1,
    sortOrder,
  }),
  pack: (id: string): Omit<PackRow, 'lineCount'> => ({
    id,
    name: `Pack ${id}`,
    description: '',
    slug: `pack-${id}`,
    uncategorizedSortOrder: null,
    ...stamps(id),
  }),
  line: (
    packId: string,
    target: { gearItemId: string } | { bundleId: string },
    sortOrder = 0,
  ): PackLineRow => ({
    id: `${packId}-${'gearItemId' in target ? target.gearItemId : target.bundleId}`,
    packId,
    gearItemId: 'gearItemId' in target ? target.gearItemId : null,
    bundleId: 'bundleId' in target ? target.bundleId : null,
    quantity: 1,
    worn: false,
    consumable: false,
    packed: false,
    sortOrder,
    entryFlags: {},
  }),
  photo: (id: string): PhotoRow => ({
    id,
    contentType: 'image/png',
    width: 1,
    height: 1,
    bytes: Buffer.from(id),
    ...stamps(id),
  }),
};

export const emptyTables = (): FakeTables => ({
  account,
  categories: [],
  items: [],
  bundles: [],
  bundleEntries: [],
  packs: [],
  packCategories: [],
  packLines: [],
  photos: [],
});

/** The rows after `after` (by id), at most `limit`: what a keyset page would give. */
function page<Row extends { id: string }>(
  rows: readonly Row[],
  after: { id: string } | null,
  limit: number,
): Row[] {
  const start = after ? rows.findIndex((row) => row.id === after.id) + 1 : 0;
  return rows.slice(start, start + limit).map((row) => ({ ...row }));
}

export class FakeExportSource implements AccountExportSource {
  readonly reads: Read[] = [];

  constructor(
    readonly tables: FakeTables,
    /** Runs after each read, before its rows are returned. */
    private readonly afterRead: (read: Read, tables: FakeTables) => void = () => undefined,
  ) {}

  /** How many reads of a table so far. */
  count(table: Table): number {
    return this.reads.filter((read) => read.table === table).length;
  }

  private answer<T>(table: Table, value: T, rows: number): Promise<T> {
    const read = { table, rows };
    this.reads.push(read);
    this.afterRead(read, this.tables);
    return Promise.resolve(value);
  }

  private answerPage<Row>(table: Table, rows: Row[]): Promise<Row[]> {
    return this.answer(table, rows, rows.length);
  }

  account(): Promise<AccountRow | null> {
    return Promise.resolve(this.tables.account);
  }

  categories(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('categories', page(this.tables.categories, after, limit));
  }

  items(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('items', page(this.tables.items, after, limit));
  }

  bundles(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('bundles', page(this.tables.bundles, after, limit));
  }

  bundleEntries(_owner: string, bundleIds: readonly string[]) {
    const rows = this.tables.bundleEntries.filter((entry) => bundleIds.includes(entry.bundleId));
    return this.answerPage('bundleEntries', rows);
  }

  packs(_owner: string, after: { id: string } | null, limit: number) {
    const rows = page(this.tables.packs, after, limit).map((pack) => ({
      ...pack,
      lineCount: this.tables.packLines.filter((line) => line.packId === pack.id).length,
    }));
    return this.answerPage<PackRow>('packs', rows);
  }

  packContents(_owner: string, packIds: readonly string[]) {
    const { tables } = this;
    const lines = tables.packLines.filter((line) => packIds.includes(line.packId));
    const bundleIds = lines.flatMap((line) => line.bundleId ?? []);
    const bundleEntries = tables.bundleEntries.filter((entry) =>
      bundleIds.includes(entry.bundleId),
    );
    const itemIds = [
      ...lines.flatMap((line) => line.gearItemId ?? []),
      ...bundleEntries.map((entry) => entry.gearItemId),
    ];
    const contents: PackContents = {
      categoryOrder: tables.packCategories.filter((row) => packIds.includes(row.packId)),
      lines,
      bundles: tables.bundles.filter((bundle) => bundleIds.includes(bundle.id)),
      bundleEntries,
      items: tables.items.filter((item) => itemIds.includes(item.id)),
    };
    return this.answer('packContents', contents, lines.length);
  }

  photos(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('photos', page(this.tables.photos, after, limit));
  }
}
