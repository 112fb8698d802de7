import { Injectable } from '@nestjs/common';
import { DEFAULT_MARKER_COLOR } from '@server/domain/map-markers.js';
import { DEFAULT_TRIP_ACTIVITY } from '@server/domain/trip-limits.js';
import type { TripDetailDto } from '../dto/trip-response.dto.js';
import { type FileRoute, TripRouteService } from '../trip-route.service.js';
import { TripsService } from '../trips.service.js';
import type { ParsedRouteFile } from './parsed-route-file.js';
import { datesOfFile } from './route-file-dates.js';
import { RouteFileReader, type UploadedRouteFile } from './route-file-reader.js';
import { tripToGpx } from './trip-gpx.js';

/** A trip made from a file with no name of its own, nor a file name to take one from. */
const UNNAMED_TRIP = 'Imported route';

const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/**
 * The name a downloaded file is saved under: `Tour du Mont Blanc.gpx`, with a plain-ASCII
 * fallback for old clients and the exact name (RFC 5987) for the others.
 */
export function gpxDisposition(tripName: string): string {
  const ascii =
    tripName
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'trip';
  const exact = encodeURIComponent(`${tripName}.gpx`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.gpx"; filename*=UTF-8''${exact}`;
}

/** A file's route and waypoints as a trip takes them (new waypoints get the default colour). */
const fileRoute = (parsed: ParsedRouteFile): FileRoute => ({
  points: parsed.points,
  segmentStarts: parsed.segmentStarts,
  times: parsed.times,
  waypoints: parsed.waypoints.map((waypoint) => ({ ...waypoint, color: DEFAULT_MARKER_COLOR })),
});

/**
 * GPX and KML in, GPX out: the three file routes of a trip. Files in are only read here, into
 * what TripRouteService takes; the trip's checks, the elevations and the saving are its own.
 */
@Injectable()
export class TripFilesService {
  constructor(
    private readonly reader: RouteFileReader,
    private readonly route: TripRouteService,
    private readonly trips: TripsService,
  ) {}

  /** POST /api/trips/import: a new trip named and dated from the file. */
  async createFromFile(
    ownerId: string,
    file: UploadedRouteFile | undefined,
  ): Promise<TripDetailDto> {
    const parsed = await this.reader.read(ownerId, file);
    return this.route.createFromFile(ownerId, {
      name: parsed.name ?? UNNAMED_TRIP,
      description: parsed.description,
      activity: parsed.activity ?? DEFAULT_TRIP_ACTIVITY,
      ...datesOfFile(parsed, todayUtc()),
      ...fileRoute(parsed),
    });
  }

  /**
   * POST /api/trips/:id/route/import: the file's route replaces the trip's, its waypoints are
   * added. The file is read once the trip is known to be the owner's.
   */
  importInto(
    ownerId: string,
    tripId: string,
    file: UploadedRouteFile | undefined,
  ): Promise<TripDetailDto> {
    return this.route.importInto(ownerId, tripId, async () =>
      fileRoute(await this.reader.read(ownerId, file)),
    );
  }

  /** GET /api/trips/:id/gpx: the trip as GPX 1.1, and the name to save it under. */
  async gpx(ownerId: string, tripId: string): Promise<{ disposition: string; gpx: string }> {
    const [trip, times] = await Promise.all([
      this.trips.get(ownerId, tripId),
      this.route.times(ownerId, tripId),
    ]);
    const gpx = tripToGpx({
      name: trip.name,
      description: trip.description,
      activity: trip.activity,
      startDate: trip.startDate,
      endDate: trip.endDate,
      points: trip.route?.points ?? [],
      segmentStarts: trip.route?.segmentStarts ?? [],
      times,
      waypoints: trip.waypoints,
    });
    return { disposition: gpxDisposition(trip.name), gpx };
  }
}
