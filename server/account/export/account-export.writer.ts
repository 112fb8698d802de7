import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type {
  AccountExportSource,
  AccountRow,
  ActivityRow,
  CategoryCursor,
  PackRow,
  TimeCursor,
  TripRow,
} from './account-export.rows.js';
import {
  toExportAccount,
  toExportActivities,
  toExportActivityFile,
  toExportBundle,
  toExportCategory,
  toExportItem,
  toExportPacks,
  toExportPhoto,
  toExportPlace,
  toExportTrips,
} from './account-export.mapper.js';
import { groupBy } from '@server/common/group-by.js';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportActivity,
  type ExportActivityFile,
  type ExportBundle,
  type ExportCategory,
  type ExportItem,
  type ExportPack,
  type ExportPhoto,
  type ExportActivityDefault,
  type ExportPlace,
  type ExportTrip,
} from './export-format.js';
import { jsonList, jsonValue } from './export-json.js';
import type { PackCsvWriter } from './pack-csv-writer.js';
import { WrittenIds } from './written-ids.js';

/**
 * Rows read per query, by table. They bound the export's memory: one batch of rows and its
 * JSON text at a time (plus the ids of WrittenIds), whatever the size of the account.
 */
export interface ExportBatchSizes {
  categories: number;
  items: number;
  bundles: number;
  /** Packs per query; they are then read in groups of at most `packLines` lines. */
  packs: number;
  /** Lines of the packs read (with their LighterPack files) together; a larger pack goes alone. */
  packLines: number;
  places: number;
  /** Trips per query; they are then read in groups of at most `routePoints` route points. */
  trips: number;
  /** Route points of the trips read together; a larger route (up to 50,000) goes alone. */
  routePoints: number;
  /** Activities per query (with their gear); then read in groups of `activityRoutePoints`. */
  activities: number;
  /**
   * Recorded points of the activities read together (each point with its time, heart rate and
   * cadence: about twice a trip route's point); a larger route goes alone.
   */
  activityRoutePoints: number;
  /** Photos are up to 5 MB each. */
  photos: number;
  /** Uploaded activity files per query, gzipped; each is unzipped only as it is written. */
  activityFiles: number;
}

export const EXPORT_BATCH_SIZES: ExportBatchSizes = {
  categories: 500,
  items: 500,
  bundles: 200,
  packs: 50,
  packLines: 2_000,
  places: 500,
  trips: 50,
  routePoints: 50_000,
  activities: 200,
  activityRoutePoints: 25_000,
  photos: 8,
  activityFiles: 4,
};

/** Injection token for other batch sizes (tests); EXPORT_BATCH_SIZES without one. */
export const EXPORT_BATCH_SIZES_TOKEN = 'AccountExportBatchSizes';

/** Pages of a keyset-paginated read, each asked for only when the previous one is used. */
async function* pages<Row>(
  read: (after: Row | null) => Promise<Row[]>,
  limit: number,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const page = await read(after);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < limit || last === undefined) return;
    after = last;
  }
}

/**
 * Consecutive rows grouped so that a group's sizes add up to at most `budget` (or it holds one
 * row): packs by their lines, trips by their routes' points.
 */
export function groupBySize<Row>(
  rows: readonly Row[],
  size: (row: Row) => number,
  budget: number,
): Row[][] {
  const groups: Row[][] = [];
  let group: Row[] = [];
  let total = 0;
  for (const row of rows) {
    if (group.length > 0 && total + size(row) > budget) {
      groups.push(group);
      group = [];
      total = 0;
    }
    group.push(row);
    total += size(row);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

const lineCount = (pack: PackRow) => pack.lineCount;
const routePoints = (trip: TripRow) => trip.routePoints;
const activityRoutePoints = (activity: ActivityRow) => activity.routePoints;
const gunzipBytes = promisify(gunzip);

/**
 * Writes one account's export (format version 1, see export-format.ts) as pieces of text, each
 * table read a batch at a time only when the previous batch has been taken: the caller (a
 * stream with backpressure) decides how far ahead of the client the reads go.
 */
export class AccountExportWriter {
  private readonly written = new WrittenIds();

  constructor(
    private readonly source: AccountExportSource,
    private readonly ownerId: string,
    private readonly sizes: ExportBatchSizes,
    private readonly csv?: PackCsvWriter,
  ) {}

  async *document(account: AccountRow, exportedAt: Date): AsyncGenerator<string> {
    yield [
      '{',
      `  "format": ${JSON.stringify(EXPORT_FORMAT)},`,
      `  "formatVersion": ${EXPORT_FORMAT_VERSION},`,
      `  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},`,
      `  "account": ${jsonValue(toExportAccount(account, this.written), '  ')},`,
      '  "gear": {',
      '    "categories": ',
    ].join('\n');
    yield* jsonList('    ', this.categories());
    yield ',\n    "items": ';
    yield* jsonList('    ', this.items());
    yield '\n  },\n  "bundles": ';
    yield* jsonList('  ', this.bundles());
    yield ',\n  "packs": ';
    yield* jsonList('  ', this.packs());
    yield ',\n  "places": ';
    yield* jsonList('  ', this.places());
    yield ',\n  "trips": ';
    yield* jsonList('  ', this.trips());
    yield ',\n  "activities": ';
    yield* jsonList('  ', this.activities());
    yield ',\n  "activityDefaults": ';
    yield* jsonList('  ', this.activityDefaults());
    // Last, so that a large library's images and files stream out after everything else.
    yield ',\n  "photos": ';
    yield* jsonList('  ', this.photos());
    yield ',\n  "activityFiles": ';
    yield* jsonList('  ', this.activityFiles());
    yield '\n}\n';
  }

  private async *categories(): AsyncGenerator<ExportCategory[]> {
    const { ownerId, sizes } = this;
    const read = (after: CategoryCursor | null) =>
      this.source.categories(ownerId, after, sizes.categories);
    for await (const page of pages(read, sizes.categories)) {
      yield page
        .filter((category) => this.written.addCategory(category.id, category.name))
        .map((category) => toExportCategory(category, this.written));
    }
  }

  private async *items(): AsyncGenerator<ExportItem[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) => this.source.items(ownerId, after, sizes.items);
    for await (const page of pages(read, sizes.items)) {
      for (const item of page) this.written.addItem(item.id);
      yield page.map((item) => toExportItem(item, this.written));
    }
  }

  private async *bundles(): AsyncGenerator<ExportBundle[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) => this.source.bundles(ownerId, after, sizes.bundles);
    for await (const page of pages(read, sizes.bundles)) {
      const ids = page.map((bundle) => bundle.id);
      const entries = groupBy(
        await this.source.bundleEntries(ownerId, ids),
        (entry) => entry.bundleId,
      );
      for (const id of ids) this.written.addBundle(id);
      yield page.map((bundle) =>
        toExportBundle(bundle, entries.get(bundle.id) ?? [], this.written),
      );
    }
  }

  private async *packs(): AsyncGenerator<ExportPack[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) => this.source.packs(ownerId, after, sizes.packs);
    for await (const page of pages(read, sizes.packs)) {
      for (const group of groupBySize(page, lineCount, sizes.packLines)) {
        const ids = group.map((pack) => pack.id);
        const packs = toExportPacks(
          group,
          await this.source.packContents(ownerId, ids),
          this.written,
        );
        await this.addCsv(packs);
        for (const pack of packs) this.written.addPack(pack.id);
        yield packs;
      }
    }
  }

  /**
   * Each pack's LighterPack file, read for the group in the CSV writer's own few queries. It
   * reads the packs again, so a line added in between can be in the file and not in `lines`:
   * the file is a convenience copy and refers to nothing by id.
   */
  private async addCsv(packs: ExportPack[]): Promise<void> {
    if (!this.csv || packs.length === 0) return;
    const files = await this.csv.writePacks(
      this.ownerId,
      packs.map((pack) => pack.id),
    );
    for (const pack of packs) {
      const file = files.get(pack.id);
      if (file !== undefined) pack.lighterpackCsv = file;
    }
  }

  /** One read: a user has at most one row per activity category. */
  private async *activityDefaults(): AsyncGenerator<ExportActivityDefault[]> {
    const rows = await this.source.activityDefaults(this.ownerId);
    yield rows.map((row) => ({
      category: row.category,
      packId: row.packId !== null && this.written.hasPack(row.packId) ? row.packId : null,
      gearItemIds: row.gearItemIds.filter((id) => this.written.hasItem(id)),
    }));
  }

  private async *places(): AsyncGenerator<ExportPlace[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) => this.source.places(ownerId, after, sizes.places);
    for await (const page of pages(read, sizes.places)) {
      yield page.map((place) => toExportPlace(place, this.written));
    }
  }

  /**
   * A page of trips, then their packs, waypoints and routes for a group of them at a time: one
   * route can be 50,000 points (about 1.5 MB of JSON), so a group holds a bounded number of
   * points and each group is one piece of text, read only when the previous one was taken.
   */
  private async *trips(): AsyncGenerator<ExportTrip[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) => this.source.trips(ownerId, after, sizes.trips);
    for await (const page of pages(read, sizes.trips)) {
      for (const group of groupBySize(page, routePoints, sizes.routePoints)) {
        const ids = group.map((trip) => trip.id);
        const trips = toExportTrips(
          group,
          await this.source.tripContents(ownerId, ids),
          this.written,
        );
        for (const id of ids) this.written.addTrip(id);
        yield trips;
      }
    }
  }

  /**
   * A page of activities (their gear read with them), then the routes of a group of them at a
   * time, as trips' are: a recorded route keeps every point with its time, heart rate and
   * cadence, so a group holds a bounded number of points, and a group without any route reads
   * none.
   */
  private async *activities(): AsyncGenerator<ExportActivity[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) =>
      this.source.activities(ownerId, after, sizes.activities);
    for await (const page of pages(read, sizes.activities)) {
      for (const group of groupBySize(page, activityRoutePoints, sizes.activityRoutePoints)) {
        const routed = group.filter((activity) => activity.hasRoute).map(({ id }) => id);
        const routes = routed.length > 0 ? await this.source.activityRoutes(ownerId, routed) : [];
        for (const { fileId } of group) if (fileId !== null) this.written.addActivityFile(fileId);
        yield toExportActivities(group, routes, this.written);
      }
    }
  }

  /** One photo per piece of text: a batch of base64 images would be tens of MB in one string. */
  private async *photos(): AsyncGenerator<ExportPhoto[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) => this.source.photos(ownerId, after, sizes.photos);
    for await (const page of pages(read, sizes.photos)) {
      for (const photo of page) yield [toExportPhoto(photo, this.written)];
    }
  }

  /**
   * One file per piece of text, unzipped only then (off the event loop), and only those an
   * activity in the document came from: one uploaded during the download belongs to nothing.
   */
  private async *activityFiles(): AsyncGenerator<ExportActivityFile[]> {
    const { ownerId, sizes } = this;
    const read = (after: TimeCursor | null) =>
      this.source.activityFiles(ownerId, after, sizes.activityFiles);
    for await (const page of pages(read, sizes.activityFiles)) {
      for (const file of page) {
        if (!this.written.hasActivityFile(file.id)) continue;
        const bytes = await gunzipBytes(file.gzipped);
        yield [toExportActivityFile(file, bytes, this.written)];
      }
    }
  }
}
