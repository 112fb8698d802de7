import { ApiProperty, PickType } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { isTimeZone } from '@server/domain/time-zones.js';
import { PackSummaryDto } from '@server/packs/dto/pack-response.dto.js';
import { TripSummaryDto } from '@server/trips/dto/trip-response.dto.js';

export class HomeQueryDto {
  @ApiProperty({ example: 'Europe/London', description: 'The viewer’s IANA time zone.' })
  @ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: isTimeZone,
      defaultMessage: () => 'timeZone must be a time zone such as Europe/London',
    },
  })
  timeZone: string;
}

export class HomeLibraryDto {
  @ApiProperty({ type: 'integer', description: 'Items in use (not retired).' })
  items: number;

  @ApiProperty({ type: 'integer', description: 'Their weight, each times the number owned.' })
  totalMg: number;

  @ApiProperty({
    type: 'integer',
    description: 'Items in use in no pack, directly or in a bundle.',
  })
  notInPack: number;
}

export class HomeItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  brand: string;

  @ApiProperty({ type: 'integer' })
  weightMg: number;
}

/** The next trip: the trip list's own fields for it, and its main pack's summary. */
export class HomeTripDto extends PickType(TripSummaryDto, [
  'id',
  'name',
  'startDate',
  'endDate',
] as const) {
  @ApiProperty({ type: () => PackSummaryDto, nullable: true, description: 'Its main pack.' })
  mainPack: PackSummaryDto | null;
}

export class HomeActivityDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ format: 'date', description: 'Its local day.' })
  day: string;

  @ApiProperty({ type: Number, nullable: true })
  distanceM: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Moving time where known.' })
  movingS: number | null;
}

export class HomeMonthDto {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty()
  distanceM: number;

  @ApiProperty({ description: 'Moving time where known, else elapsed.' })
  movingS: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Null: no activity knows its climb.' })
  gainM: number | null;
}

export class HomeStartedDto {
  @ApiProperty({ description: 'Gear added or imported.' })
  gear: boolean;

  @ApiProperty()
  pack: boolean;

  @ApiProperty()
  trip: boolean;

  @ApiProperty({ description: 'Strava or Garmin linked.' })
  tracker: boolean;
}

/** GET /api/home: what the home screen shows, in one answer. */
export class HomeDto {
  @ApiProperty({ format: 'date', description: 'Today in the viewer’s zone.' })
  today: string;

  @ApiProperty({ type: () => HomeTripDto, nullable: true, description: 'Ongoing or next.' })
  nextTrip: HomeTripDto | null;

  @ApiProperty({ type: [PackSummaryDto], description: 'The packs changed last, latest first.' })
  recentPacks: PackSummaryDto[];

  @ApiProperty({ type: () => HomeLibraryDto })
  library: HomeLibraryDto;

  @ApiProperty({ type: [HomeItemDto], description: 'The ten heaviest items in use.' })
  heaviest: HomeItemDto[];

  @ApiProperty({ type: [HomeActivityDto], description: 'The latest five.' })
  activities: HomeActivityDto[];

  @ApiProperty({ type: () => HomeMonthDto, description: 'This calendar month so far.' })
  month: HomeMonthDto;

  @ApiProperty({ type: () => HomeStartedDto })
  started: HomeStartedDto;
}
