import { Injectable, Logger } from '@nestjs/common';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { ELEVATION_M_MAX, ELEVATION_M_MIN } from '@server/domain/trip-limits.js';
import type { TileCoordinates } from '@server/tiles/tile-coordinates.js';
import { TilesService } from '@server/tiles/tiles.service.js';
import { chooseZoom, heightAt, tileId } from './elevation-tiles.js';
import { decodeTerrarium, type HeightGrid } from './terrarium.js';

/** Zoom 13 pixels are about 19 m at the equator (13 m in the Alps): finer than GPS heights. */
const MAX_ZOOM = 13;
/** The most tiles one fill reads: a long trail reads coarser pixels instead of more tiles. */
export const MAX_TILES = 64;
/** Tiles fetched at once (the tile service also limits requests to one upstream). */
const CONCURRENCY = 4;
/** This many tiles failing in a row is an outage: the rest are not asked for. */
const FAILURES_IN_A_ROW = 3;
/** A fill gives up waiting after this long; the points it has not reached stay null. */
const DEADLINE_MS = 20_000;

export interface ElevationFill {
  points: RoutePoint[];
  /** How many points had no elevation and got one. */
  filled: number;
}

interface Missing {
  index: number;
  latitude: number;
  longitude: number;
}

/**
 * Fills the elevations a route lacks from the Terrarium elevation tiles, read through the tile
 * proxy (its cache serves tiles already fetched, for the map's contours or an earlier route),
 * sampled bilinearly between pixel centres. Never throws for the tiles: an upstream that fails
 * or a tile that cannot be decoded leaves its points null, and `filled` says how many got one.
 */
@Injectable()
export class ElevationService {
  private readonly logger = new Logger(ElevationService.name);

  constructor(private readonly tiles: TilesService) {}

  async fill(points: readonly RoutePoint[]): Promise<ElevationFill> {
    const missing: Missing[] = [];
    points.forEach(([latitude, longitude, elevation], index) => {
      if (elevation === null) missing.push({ index, latitude, longitude });
    });
    const source = this.tiles.list().find((candidate) => candidate.kind === 'elevation');
    if (missing.length === 0 || !source) return { points: [...points], filled: 0 };
    const { z, tiles } = chooseZoom(missing, Math.min(MAX_ZOOM, source.maxZoom), MAX_TILES);
    const grids = await this.read(source.id, [...tiles.values()]);
    const result = [...points];
    let filled = 0;
    for (const { index, latitude, longitude } of missing) {
      const height = heightAt(latitude, longitude, z, grids);
      // A tile's "no data" colour (black: -32768 m) is no height.
      if (height === null || height < ELEVATION_M_MIN || height > ELEVATION_M_MAX) continue;
      // Terrarium heights come in 1/256 m steps: centimetres say all there is.
      result[index] = [latitude, longitude, Math.round(height * 100) / 100];
      filled += 1;
    }
    return { points: result, filled };
  }

  /** The tiles decoded, by id; those that failed are missing from the map. */
  private async read(
    sourceId: string,
    wanted: readonly TileCoordinates[],
  ): Promise<Map<string, HeightGrid>> {
    const grids = new Map<string, HeightGrid>();
    const queue = [...wanted];
    let failuresInARow = 0;
    let failed = 0;
    let lastProblem = '';
    const worker = async (): Promise<void> => {
      for (let tile = queue.shift(); tile; tile = queue.shift()) {
        if (failuresInARow >= FAILURES_IN_A_ROW) return;
        try {
          const served = await this.tiles.tile(sourceId, tile);
          grids.set(tileId(tile), decodeTerrarium(served.body));
          failuresInARow = 0;
        } catch (error) {
          failuresInARow += 1;
          failed += 1;
          lastProblem = error instanceof Error ? error.message : String(error);
        }
      }
    };
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, DEADLINE_MS);
      timer.unref();
    });
    const workers = Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker);
    await Promise.race([Promise.all(workers), deadline]);
    clearTimeout(timer);
    // Whatever is still waiting in the queue is not started after the deadline.
    queue.length = 0;
    const unread = wanted.length - grids.size;
    if (unread > 0) {
      this.logger.warn(
        `Elevation: ${unread} of ${wanted.length} tiles unread (${failed} failed; last: ${lastProblem}); their points keep no elevation`,
      );
    }
    // Copied, so a tile that arrives after the deadline changes nothing already answered.
    return new Map(grids);
  }
}
