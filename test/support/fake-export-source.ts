import type { ExportActivityDefault } from '@server/account/export/export-format.js';
/**
 * An in-memory AccountExportSource for the account export's unit tests: tables as arrays in the
 * order the database would page them (a row created later goes at the end), pages cut after the
 * previous page's last row as keyset pagination does, every read recorded, and a hook that runs
 * after each read so a test can change the data between two batches as a user could.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type {
  AccountExportSource,
  AccountRow,
  ActivityFileRow,
  ActivityRouteRow,
  ActivityRow,
  BundleEntryRow,
  BundleRow,
  CategoryRow,
  ItemRow,
  PackCategoryRow,
  PackContents,
  PackLineRow,
  PackRow,
  PhotoRow,
  PlaceRow,
  TripContents,
  TripPackLinkRow,
  TripRouteRow,
  TripRow,
  TripWaypointRow,
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
  places: PlaceRow[];
  trips: Omit<TripRow, 'routePoints'>[];
  tripPacks: TripPackLinkRow[];
  tripWaypoints: TripWaypointRow[];
  tripRoutes: TripRouteRow[];
  activities: Omit<ActivityRow, 'gearItemIds' | 'hasRoute' | 'routePoints'>[];
  activityGear: { activityId: string; gearItemId: string }[];
  activityRoutes: ActivityRouteRow[];
  activityDefaults: ExportActivityDefault[];
  photos: PhotoRow[];
  activityFiles: ActivityFileRow[];
}

export type Table =
  | Exclude<
      keyof FakeTables,
      'account' | 'tripPacks' | 'tripWaypoints' | 'tripRoutes' | 'activityGear'
    >
  | 'packContents'
  | 'tripContents';

export interface Read {
  table: Table;
  /** Rows returned (for packContents: lines; for tripContents and activityRoutes: points). */
  rows: number;
}

export const account: AccountRow = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: null,
  avatarPhotoId: null,
  weightUnit: 'g',
  weightScale: 'auto',
  currency: null,
  foodPerDayGrams: 700,
  profilePublic: false,
  searchIndexing: false,
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
    retireAfterM: null,
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
    isPublic: false,
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
  place: (id: string): PlaceRow => ({
    id,
    name: `Place ${id}`,
    note: '',
    latitude: 54.45,
    longitude: -3.21,
    color: '#e53e3e',
    icon: 'generic',
    ...stamps(id),
  }),
  trip: (id: string): Omit<TripRow, 'routePoints'> => ({
    id,
    name: `Trip ${id}`,
    description: '',
    notes: '',
    activity: 'hike',
    startDate: '2026-05-01',
    endDate: '2026-05-02',
    latitude: null,
    longitude: null,
    isPublic: false,
    hideRouteEnds: false,
    showActivities: false,
    paceKmh: 5,
    climbMPerHour: 600,
    foodPerDayGrams: null,
    waterLitresPerHour: 0.5,
    dayOverrides: [],
    ...stamps(id),
  }),
  tripPack: (tripId: string, packId: string, position = 0, isMain = position === 0) => ({
    tripId,
    packId,
    isMain,
    position,
  }),
  waypoint: (tripId: string, id: string): TripWaypointRow => ({
    id,
    tripId,
    name: `Waypoint ${id}`,
    note: '',
    latitude: 54.45,
    longitude: -3.21,
    elevationM: null,
    color: '#e53e3e',
    icon: 'camp',
    createdAt: at,
    updatedAt: at,
  }),
  /** A route of `points` points northwards, a new segment at each of `segmentStarts`. */
  route: (tripId: string, points: number, segmentStarts: number[] = []): TripRouteRow => ({
    tripId,
    points: Array.from({ length: points }, (_, n) => [54 + n * 0.0001, -3, n % 2 ? 100 : null]),
    segmentStarts,
    times: null,
    distanceM: points * 11,
    gainM: 0,
    lossM: 0,
    highestM: points > 1 ? 100 : null,
    lowestM: points > 1 ? 100 : null,
    elevationSource: 'file',
  }),
  activity: (id: string): FakeTables['activities'][number] => ({
    id,
    source: 'manual',
    category: 'hike',
    name: `Activity ${id}`,
    notes: '',
    startTime: at,
    timeZone: null,
    utcOffsetMinutes: null,
    elapsedS: null,
    movingS: null,
    distanceM: null,
    gainM: null,
    lossM: null,
    maxSpeedMps: null,
    avgSpeedMps: null,
    avgHeartRate: null,
    maxHeartRate: null,
    avgCadence: null,
    maxCadence: null,
    fileId: null,
    packId: null,
    tripId: null,
    ...stamps(id),
  }),
  /** A recorded route of `points` points a second apart, without heart rate, cadence or laps. */
  activityRoute: (activityId: string, points: number): ActivityRouteRow => ({
    activityId,
    points: Array.from({ length: points }, (_, n) => [46 + n * 0.0001, 14, n % 2 ? 300 : null]),
    segmentStarts: [],
    times: Array.from({ length: points }, (_, n) => at.getTime() + n * 1000),
    heartRates: null,
    cadences: null,
    laps: [],
  }),
  /** An uploaded file whose bytes are `file {id}`, kept gzipped as the table keeps them. */
  activityFile: (id: string): ActivityFileRow => ({
    id,
    fileName: `${id}.gpx`,
    format: 'gpx',
    sizeBytes: `file ${id}`.length,
    sha256: createHash('sha256').update(`file ${id}`).digest('hex'),
    gzipped: gzipSync(`file ${id}`),
    ...stamps(id),
  }),
  photo: (id: string): PhotoRow => ({
    id,
    contentType: 'image/png',
    width: 1,
    height: 1,
    data: Buffer.from(id),
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
  places: [],
  trips: [],
  tripPacks: [],
  tripWaypoints: [],
  tripRoutes: [],
  activities: [],
  activityGear: [],
  activityRoutes: [],
  activityDefaults: [],
  photos: [],
  activityFiles: [],
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
      items: tables.items
        .filter((item) => itemIds.includes(item.id))
        .map((item) => ({ ...item, gearItemId: item.id })),
    };
    return this.answer('packContents', contents, lines.length);
  }

  places(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('places', page(this.tables.places, after, limit));
  }

  trips(_owner: string, after: { id: string } | null, limit: number) {
    const rows = page(this.tables.trips, after, limit).map((trip) => ({
      ...trip,
      routePoints:
        this.tables.tripRoutes.find((route) => route.tripId === trip.id)?.points.length ?? 0,
    }));
    return this.answerPage<TripRow>('trips', rows);
  }

  tripContents(_owner: string, tripIds: readonly string[]) {
    const { tables } = this;
    const contents: TripContents = {
      packs: tables.tripPacks.filter((link) => tripIds.includes(link.tripId)),
      waypoints: tables.tripWaypoints.filter((waypoint) => tripIds.includes(waypoint.tripId)),
      routes: tables.tripRoutes.filter((route) => tripIds.includes(route.tripId)),
    };
    const points = contents.routes.reduce((sum, route) => sum + route.points.length, 0);
    return this.answer('tripContents', contents, points);
  }

  activities(_owner: string, after: { id: string } | null, limit: number) {
    const { tables } = this;
    const rows = page(tables.activities, after, limit).map((activity) => {
      const route = tables.activityRoutes.find((row) => row.activityId === activity.id);
      return {
        ...activity,
        gearItemIds: tables.activityGear
          .filter((row) => row.activityId === activity.id)
          .map((row) => row.gearItemId)
          .sort(),
        hasRoute: route !== undefined,
        routePoints: route?.points.length ?? 0,
      };
    });
    return this.answerPage<ActivityRow>('activities', rows);
  }

  activityDefaults() {
    return this.answerPage(
      'activityDefaults',
      this.tables.activityDefaults.map((row) => ({ ...row, gearItemIds: [...row.gearItemIds] })),
    );
  }

  activityRoutes(_owner: string, activityIds: readonly string[]) {
    const routes = this.tables.activityRoutes.filter((route) =>
      activityIds.includes(route.activityId),
    );
    const points = routes.reduce((sum, route) => sum + route.points.length, 0);
    return this.answer('activityRoutes', routes, points);
  }

  photos(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('photos', page(this.tables.photos, after, limit));
  }

  activityFiles(_owner: string, after: { id: string } | null, limit: number) {
    return this.answerPage('activityFiles', page(this.tables.activityFiles, after, limit));
  }
}
