import { garminCallbackUrl } from './garmin-callback-url.js';
import { garminActivityId, garminActivityName, type GarminSummary } from './garmin-summary.js';

/** One thing to fetch or write for a user, kept on their `garmin.activity` job (plain JSON). */
export type GarminDeliveryItem =
  /** Push: the summary came inline. */
  | { kind: 'summary'; summary: GarminSummary }
  /** Ping: Garmin's summaries are fetched from its callback URL. */
  | { kind: 'ping'; callbackURL: string }
  /** An activity's FIT file, fetched from its callback URL. */
  | {
      kind: 'file';
      callbackURL: string;
      activityId: string;
      name: string | null;
      fileType: GarminFileType;
    };

/** The file types Garmin sends (the reader tells them apart by their bytes too). */
const FILE_TYPES = ['fit', 'tcx', 'gpx'] as const;

export type GarminFileType = (typeof FILE_TYPES)[number];

const isFileType = (type: string): type is GarminFileType =>
  (FILE_TYPES as readonly string[]).includes(type);

/** A push (or ping) sorted by Garmin user: what to do for each. */
export interface GarminPush {
  deliveries: Map<string, GarminDeliveryItem[]>;
  deregistrations: Set<string>;
  permissions: Map<string, string[]>;
  /** Callback URLs not on Garmin's API, never fetched (logged by the caller). */
  refused: string[];
}

/** The summary fields kept on a job (the rest of Garmin's item is not read). */
const SUMMARY_FIELDS = [
  'summaryId',
  'activityId',
  'activityName',
  'activityType',
  'startTimeInSeconds',
  'startTimeOffsetInSeconds',
  'durationInSeconds',
  'movingDurationInSeconds',
  'distanceInMeters',
  'totalElevationGainInMeters',
  'totalElevationLossInMeters',
  'averageSpeedInMetersPerSecond',
  'maxSpeedInMetersPerSecond',
  'averageHeartRateInBeatsPerMinute',
  'maxHeartRateInBeatsPerMinute',
  'averageRunCadenceInStepsPerMinute',
  'maxRunCadenceInStepsPerMinute',
  'averageBikeCadenceInRoundsPerMinute',
  'maxBikeCadenceInRoundsPerMinute',
] as const satisfies readonly (keyof GarminSummary)[];

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of one of the push's lists; anything else in the body is not Garmin's shape. */
const listOf = (body: unknown, key: string): Item[] => {
  const list = isItem(body) ? body[key] : undefined;
  return Array.isArray(list) ? list.filter(isItem) : [];
};

const userOf = (item: Item): string | null => {
  const id = item.userId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
};

export const summaryFields = (item: Item): GarminSummary =>
  Object.fromEntries(SUMMARY_FIELDS.flatMap((key) => (key in item ? [[key, item[key]]] : [])));

/**
 * Sorts Garmin's push or ping body by user: summaries inline (activities, and activity details'
 * own summaries), callback URLs to fetch (a ping's, a file's: only those on GARMIN_API_URL's
 * origin), deregistrations and permission changes. Items without a user are dropped.
 */
export function readGarminPush(body: unknown, apiBase: string): GarminPush {
  const push: GarminPush = {
    deliveries: new Map(),
    deregistrations: new Set(),
    permissions: new Map(),
    refused: [],
  };
  const deliver = (userId: string, item: GarminDeliveryItem) => {
    const list = push.deliveries.get(userId) ?? [];
    list.push(item);
    push.deliveries.set(userId, list);
  };
  const callback = (item: Item): string | null => {
    const url = garminCallbackUrl(item.callbackURL, apiBase);
    if (!url) push.refused.push(String(item.callbackURL).slice(0, 300));
    return url?.toString() ?? null;
  };
  for (const key of ['activities', 'activityDetails', 'manuallyUpdatedActivities']) {
    for (const item of listOf(body, key)) {
      const userId = userOf(item);
      if (!userId) continue;
      if ('callbackURL' in item) {
        const url = callback(item);
        if (url) deliver(userId, { kind: 'ping', callbackURL: url });
        continue;
      }
      // Details carry their activity's summary beside the samples (which are not kept).
      const inner = isItem(item.summary) ? item.summary : null;
      const summary = inner
        ? { ...inner, activityId: item.activityId ?? inner.activityId, summaryId: item.summaryId }
        : item;
      deliver(userId, { kind: 'summary', summary: summaryFields(summary) });
    }
  }
  for (const item of listOf(body, 'activityFiles')) {
    const userId = userOf(item);
    const activityId = garminActivityId(item);
    const type = typeof item.fileType === 'string' ? item.fileType.toLowerCase() : 'fit';
    if (!userId || !activityId || !isFileType(type)) continue;
    const url = callback(item);
    if (url) {
      const name = garminActivityName(item) ?? null;
      deliver(userId, { kind: 'file', callbackURL: url, activityId, name, fileType: type });
    }
  }
  for (const item of listOf(body, 'deregistrations')) {
    const userId = userOf(item);
    if (userId) push.deregistrations.add(userId);
  }
  for (const item of listOf(body, 'userPermissionsChange')) {
    const userId = userOf(item);
    const granted = Array.isArray(item.permissions) ? item.permissions : null;
    if (!userId || !granted) continue;
    push.permissions.set(
      userId,
      granted.filter((permission): permission is string => typeof permission === 'string'),
    );
  }
  return push;
}
