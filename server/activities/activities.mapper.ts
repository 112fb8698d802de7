import type {
  ActivityDetailDto,
  ActivityFiguresDto,
  ActivityLapDto,
  ActivitySummaryDto,
} from './dto/activity-response.dto.js';
import type { ActivityRouteEntity } from './activity-route.entity.js';
import { activityRouteView } from './activity-route-view.js';
import type { ActivityEntity } from './activity.entity.js';
import type { ActivityFigures, ParsedLap } from './files/parsed-activity.js';

export const toFiguresDto = (figures: ActivityFigures): ActivityFiguresDto => ({
  elapsedS: figures.elapsedS,
  movingS: figures.movingS,
  distanceM: figures.distanceM,
  gainM: figures.gainM,
  lossM: figures.lossM,
  maxSpeedMps: figures.maxSpeedMps,
  avgSpeedMps: figures.avgSpeedMps,
  avgHeartRate: figures.avgHeartRate,
  maxHeartRate: figures.maxHeartRate,
  avgCadence: figures.avgCadence,
  maxCadence: figures.maxCadence,
});

export const toActivitySummaryDto = (
  activity: ActivityEntity,
  gearItemIds: string[],
): ActivitySummaryDto => ({
  id: activity.id,
  name: activity.name,
  category: activity.category,
  source: activity.source,
  startTime: activity.startTime.toISOString(),
  timeZone: activity.timeZone,
  utcOffsetMinutes: activity.utcOffsetMinutes,
  ...toFiguresDto(activity),
  preview: activity.preview,
  previewSegmentStarts: activity.previewSegmentStarts,
  packId: activity.packId,
  tripId: activity.tripId,
  gearItemIds,
  hasFile: activity.fileId !== null,
});

const toLapDto = (lap: ParsedLap): ActivityLapDto => ({
  startTime: lap.startTime,
  ...toFiguresDto(lap),
});

export const toActivityDetailDto = (
  activity: ActivityEntity,
  gearItemIds: string[],
  route: ActivityRouteEntity | null,
  names: {
    gear: ReadonlyMap<string, string>;
    packs: ReadonlyMap<string, string>;
    trips: ReadonlyMap<string, string>;
    /** The activities of its file, in order (itself among them). */
    fileParts: readonly { id: string; name: string }[];
    /** The services it was synced from (activity_sources). */
    syncedFrom?: readonly ('strava' | 'garmin')[];
  },
): ActivityDetailDto => ({
  ...toActivitySummaryDto(activity, gearItemIds),
  gear: gearItemIds.flatMap((id) => {
    const name = names.gear.get(id);
    return name === undefined ? [] : [{ id, name }];
  }),
  pack:
    activity.packId && names.packs.has(activity.packId)
      ? { id: activity.packId, name: names.packs.get(activity.packId) ?? '' }
      : null,
  trip:
    activity.tripId && names.trips.has(activity.tripId)
      ? { id: activity.tripId, name: names.trips.get(activity.tripId) ?? '' }
      : null,
  // One activity alone in its file has no parts to show.
  fileParts:
    names.fileParts.length > 1 ? names.fileParts.map(({ id, name }) => ({ id, name })) : [],
  syncedFrom: [...(names.syncedFrom ?? [])],
  notes: activity.notes,
  laps: (route?.laps ?? []).map(toLapDto),
  ...routeAndSplits(route, activity.distanceM),
});

function routeAndSplits(route: ActivityRouteEntity | null, distanceM: number | null) {
  const view = route ? activityRouteView(route, distanceM) : null;
  return { route: view?.route ?? null, splits: view?.splits ?? [] };
}
