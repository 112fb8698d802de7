import { ActivitiesReadService } from '@server/activities/activities-read.service.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { normalizeUsername, USERNAME_PATTERN } from '@server/domain/username.js';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import { SLUG_PATTERN } from '@server/packs/slug.js';
import { SLUG_MAX_LENGTH } from '@server/domain/limits.js';
import { TripsReadService } from '@server/trips/trips-read.service.js';
import type { PublicPackDto } from './dto/public-pack.dto.js';
import type { PublicProfileDto } from './dto/public-profile.dto.js';
import type { PublicTripDto } from './dto/public-trip.dto.js';
import { publicPageNotFound } from './public.errors.js';
import {
  toPublicPackDto,
  toPublicPackSummaryDto,
  toPublicProfileDto,
  toPublicTripDto,
  toPublicTripSummaryDto,
} from './public.mapper.js';
import { PublicReadRepository, type PublicOwnerRow } from './public-read.repository.js';
import type { PackDetailDto } from '@server/packs/dto/pack-response.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The username of an address, lowercased as usernames are stored; null when none could be. */
function usernameOf(typed: string): string | null {
  const username = normalizeUsername(typed);
  return USERNAME_PATTERN.test(username) ? username : null;
}

const slugOf = (typed: string): string | null => {
  const slug = typed.trim().toLowerCase();
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) ? slug : null;
};

/**
 * What anyone may see of a user's shared pages, by their public addresses. Each page is found
 * or not in one query joining the user and the thing (PublicReadRepository), then read in a
 * fixed number of queries whatever it holds, through the packs' and trips' own read services,
 * and mapped to the public shapes (public.mapper.ts). Every missing case throws the same 404
 * (publicPageNotFound). Used by the JSON API, the server-rendered pages and the preview images.
 */
@Injectable()
export class PublicReadService {
  constructor(
    private readonly repository: PublicReadRepository,
    private readonly packs: PacksReadService,
    private readonly trips: TripsReadService,
    private readonly activities: ActivitiesReadService,
  ) {}

  /**
   * A public profile with its public packs (the most recently changed first) and trips (the
   * latest start first). Eleven queries at most, whatever the user has: the user, the public
   * packs' ids and the public trips with their main packs, the packs' totals (three), the main
   * packs' totals (three), the routes of the trips whose ends are hidden.
   */
  async profile(typed: string): Promise<PublicProfileDto> {
    const username = usernameOf(typed);
    const owner = username === null ? null : await this.repository.profileOwner(username);
    if (!owner) throw publicPageNotFound();
    const { ownerId } = owner;
    const [packIds, trips] = await Promise.all([
      this.repository.publicPackIds(ownerId),
      this.repository.publicTrips(ownerId),
    ]);
    const mainPackIds = trips.flatMap((trip) => (trip.mainPackId ? [trip.mainPackId] : []));
    const hidden = trips.filter((trip) => trip.hideRouteEnds).map((trip) => trip.id);
    const [packs, mainPacks, routes] = await Promise.all([
      this.packs.summaries(ownerId, packIds),
      this.packs.summaries(ownerId, mainPackIds),
      this.repository.routes(ownerId, hidden),
    ]);
    const packById = new Map(packs.map((pack) => [pack.id, pack]));
    const baseOf = new Map(mainPacks.map((pack) => [pack.id, pack.totals.baseMg]));
    const routeOf = new Map(routes.map((route) => [route.tripId, route]));
    return toPublicProfileDto(
      owner,
      packIds.flatMap((id) => {
        const pack = packById.get(id);
        return pack ? [toPublicPackSummaryDto(pack)] : [];
      }),
      trips.map((trip) =>
        toPublicTripSummaryDto(
          trip,
          trip.mainPackId === null ? null : (baseOf.get(trip.mainPackId) ?? null),
          routeOf.get(trip.id),
        ),
      ),
    );
  }

  /** A public pack: five queries (the owner and pack, then the pack page's four). */
  async pack(typed: string, typedSlug: string): Promise<PublicPackDto> {
    const { owner, pack } = await this.packSource(typed, typedSlug);
    return toPublicPackDto(owner, pack);
  }

  /**
   * A public pack as its owner's pack page has it, for this module's own use (copying it): the
   * caller takes only what the public answer shows. The same 404 as pack().
   */
  async packSource(
    typed: string,
    typedSlug: string,
  ): Promise<{ owner: PublicOwnerRow; pack: PackDetailDto }> {
    const username = usernameOf(typed);
    const slug = slugOf(typedSlug);
    const found =
      username === null || slug === null ? null : await this.repository.publicPack(username, slug);
    if (!found) throw publicPageNotFound();
    // Deleted between the two reads: not found either.
    const [pack] = await this.packs.details(found.owner.ownerId, [found.packId]);
    if (!pack) throw publicPageNotFound();
    return { owner: found.owner, pack };
  }

  /**
   * A public trip: ten queries (the owner and trip, the trip page's eight, which of its packs
   * are public), two more when it shows its activities (them, their routes); its route and
   * theirs trimmed when its ends are hidden.
   */
  async trip(typed: string, tripId: string): Promise<PublicTripDto> {
    const username = usernameOf(typed);
    const id = UUID.test(tripId) ? tripId.toLowerCase() : null;
    const owner =
      username === null || id === null ? null : await this.repository.publicTrip(username, id);
    if (!owner || id === null) throw publicPageNotFound();
    const trip = await this.trips.detail(owner.ownerId, id).catch((error: unknown) => {
      // Deleted between the two reads: the owner's 404 becomes the public one.
      if (error instanceof NotFoundException) throw publicPageNotFound();
      throw error;
    });
    const [slugs, activities] = await Promise.all([
      this.repository.publicSlugs(
        owner.ownerId,
        trip.packs.map((pack) => pack.id),
      ),
      trip.showActivities ? this.activities.linkedToTrip(owner.ownerId, id) : [],
    ]);
    return toPublicTripDto(owner, trip, slugs, activities);
  }
}
