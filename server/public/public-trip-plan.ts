import { inPrivacyZone, type PrivacyZone } from '@server/domain/route/route-privacy-zones.js';
import { tripPlan } from '@server/domain/route/trip-plan.js';
import type { TripDetailDto } from '@server/trips/dto/trip-response.dto.js';
import type { PublicTripPlanDto } from './dto/public-trip.dto.js';

/** What a camp inside a hidden end is called: its own name could say where the trip starts. */
export const HIDDEN_CAMP_NAME = 'Camp';

/**
 * The public trip's figures and days, from the whole route and every waypoint: a page that
 * hides the route's ends still gives the owner's distance, climb, days and supplies, and a camp
 * inside a hidden end still ends its day (under a name that gives nothing away). Gain is unknown
 * (null) where no point has an elevation, rather than 0 m.
 */
export function publicTripPlan(
  trip: TripDetailDto,
  zones: readonly PrivacyZone[],
): PublicTripPlanDto {
  const main = trip.packs.find((pack) => pack.isMain);
  const plan = tripPlan({
    ...trip,
    points: trip.route?.points ?? [],
    segmentStarts: trip.route?.segmentStarts ?? [],
    baseMg: main?.totals.baseMg ?? 0,
  });
  const { profile } = plan;
  const elevations = profile.highestM !== null;
  const hiddenCamps = new Set(
    trip.waypoints.filter((waypoint) => inPrivacyZone(waypoint, zones)).map(({ id }) => id),
  );
  return {
    distanceM: profile.distanceM,
    gainM: elevations ? profile.gainM : null,
    lossM: elevations ? profile.lossM : null,
    highestM: profile.highestM,
    lowestM: profile.lowestM,
    movingHours: plan.movingHours,
    days: plan.days.map((day, index) => ({
      day: day.day,
      date: day.date,
      distanceM: day.distanceM,
      gainM: elevations ? day.gainM : null,
      movingHours: day.movingHours,
      endsAt:
        day.endsAt === null
          ? null
          : hiddenCamps.has(day.endsAt.waypointId)
            ? HIDDEN_CAMP_NAME
            : day.endsAt.name,
      foodGrams: plan.budget.days[index]?.foodGrams ?? 0,
      waterLitres: plan.budget.days[index]?.waterLitres ?? 0,
    })),
  };
}
