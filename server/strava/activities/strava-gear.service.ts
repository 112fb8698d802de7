import { Injectable } from '@nestjs/common';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { StravaApiClient } from '../api/strava-api.client.js';
import { StravaNotLinked, StravaRateLimited } from '../api/strava-api.errors.js';
import type { StravaGearDto } from '../dto/strava-import.dto.js';
import { StravaConnectionsService } from '../strava-connections.service.js';
import { stravaGearNotFound, stravaNotLinked } from '../strava.errors.js';
import { StravaGearMap } from './strava-gear-map.js';

/**
 * The owner's Strava gear on screen: read again from Strava when it answers (a bike added
 * since), else as last seen; and the owner's choice of library item for each.
 */
@Injectable()
export class StravaGearService {
  constructor(
    private readonly connections: StravaConnectionsService,
    private readonly api: StravaApiClient,
    private readonly gear: StravaGearMap,
  ) {}

  async list(ownerId: string): Promise<StravaGearDto[]> {
    if (!(await this.connections.status(ownerId)).connected) throw stravaNotLinked();
    try {
      await this.gear.refresh(ownerId, await this.api.athlete(ownerId, { priority: 'event' }));
    } catch (error) {
      // As last seen while Strava is away or its limit is reached.
      const away =
        error instanceof StravaRateLimited ||
        error instanceof StravaNotLinked ||
        error instanceof UpstreamError;
      if (!away) throw error;
    }
    return this.gear.list(ownerId);
  }

  async map(
    ownerId: string,
    stravaGearId: string,
    gearItemId: string | null,
  ): Promise<StravaGearDto[]> {
    if (!(await this.gear.map(ownerId, stravaGearId, gearItemId))) throw stravaGearNotFound();
    return this.gear.list(ownerId);
  }
}
