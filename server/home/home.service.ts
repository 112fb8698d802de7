import { Injectable } from '@nestjs/common';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import type { HomeDto } from './dto/home.dto.js';
import { HomeRepository } from './home.repository.js';

/** The home screen's answer: the repository's one statement, then the packs' weights (three). */
@Injectable()
export class HomeService {
  constructor(
    private readonly repository: HomeRepository,
    private readonly packs: PacksReadService,
  ) {}

  async home(ownerId: string, timeZone: string): Promise<HomeDto> {
    const facts = await this.repository.facts(ownerId, timeZone);
    const trip = facts.next_trip;
    const packIds = [...facts.recent_pack_ids, ...(trip?.main_pack_id ? [trip.main_pack_id] : [])];
    const summaries = new Map(
      (await this.packs.summaries(ownerId, packIds)).map((pack) => [pack.id, pack]),
    );
    return {
      today: facts.today,
      nextTrip: trip && {
        id: trip.id,
        name: trip.name,
        startDate: trip.start_date,
        endDate: trip.end_date,
        mainPack: trip.main_pack_id ? (summaries.get(trip.main_pack_id) ?? null) : null,
      },
      recentPacks: facts.recent_pack_ids.flatMap((id) => summaries.get(id) ?? []),
      library: {
        items: facts.library.items,
        totalMg: Number(facts.library.total_mg),
        notInPack: facts.library.not_in_pack,
      },
      heaviest: facts.heaviest.map((item) => ({
        id: item.id,
        name: item.name,
        brand: item.brand,
        weightMg: Number(item.weight_mg),
      })),
      activities: facts.activities.map((activity) => ({
        id: activity.id,
        name: activity.name,
        category: activity.category,
        day: activity.day,
        distanceM: activity.distance_m,
        movingS: activity.moving_s,
      })),
      month: {
        count: facts.month.count,
        distanceM: facts.month.distance_m,
        movingS: facts.month.moving_s,
        gainM: facts.month.gain_m,
      },
      started: facts.started,
    };
  }
}
