import { ApiProperty } from '@nestjs/swagger';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_SOURCES,
  type ActivityCategory,
  type ActivitySource,
} from '@server/domain/activity-categories.js';

const figure = (description: string) =>
  ApiProperty({ type: Number, format: 'double', nullable: true, description });

const PAIRS = {
  type: 'array',
  items: { type: 'array', items: { type: 'number', format: 'double' }, minItems: 2, maxItems: 2 },
} as const;

/** An activity's figures; null is unknown. */
export class ActivityFiguresDto {
  @figure('From start to finish, pauses included (s).')
  elapsedS: number | null;

  @figure('Time in motion (s).')
  movingS: number | null;

  @figure('Metres.')
  distanceM: number | null;

  @figure('Metres climbed.')
  gainM: number | null;

  @figure('Metres descended.')
  lossM: number | null;

  @figure('m/s.')
  maxSpeedMps: number | null;

  @figure('m/s over the moving time.')
  avgSpeedMps: number | null;

  @figure('Beats per minute.')
  avgHeartRate: number | null;

  @figure('Beats per minute.')
  maxHeartRate: number | null;

  @figure('As the device counts it (rpm on a bike, steps of one foot per minute on foot).')
  avgCadence: number | null;

  @figure('As avgCadence.')
  maxCadence: number | null;
}

/** A row of the activities list. */
export class ActivitySummaryDto extends ActivityFiguresDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' })
  category: ActivityCategory;

  @ApiProperty({ enum: ACTIVITY_SOURCES, enumName: 'ActivitySource' })
  source: ActivitySource;

  @ApiProperty({ format: 'date-time', description: 'The instant it started (UTC).' })
  startTime: string;

  @ApiProperty({ type: String, nullable: true, description: 'Where it happened (IANA).' })
  timeZone: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The local offset from UTC at the start, minutes east.',
  })
  utcOffsetMinutes: number | null;

  @ApiProperty({
    ...PAIRS,
    description: 'The route simplified to at most 64 [latitude, longitude] points; [] without one.',
  })
  preview: [number, number][];

  @ApiProperty({ type: 'integer', isArray: true })
  previewSegmentStarts: number[];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  packId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  tripId: string | null;

  @ApiProperty({ type: String, format: 'uuid', isArray: true })
  gearItemIds: string[];

  @ApiProperty({ description: 'Whether the file it came from can be downloaded as it was.' })
  hasFile: boolean;
}

export class ActivityPageDto {
  @ApiProperty({ type: () => [ActivitySummaryDto] })
  activities: ActivitySummaryDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor for the next page; null on the last.',
  })
  nextCursor: string | null;
}

export class ActivityLapDto extends ActivityFiguresDto {
  @ApiProperty({ format: 'date-time' })
  startTime: string;
}

/** A recorded activity's route for the map: at most 2,000 points, the segments' breaks kept. */
export class ActivityRouteDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'number', nullable: true }, minItems: 3, maxItems: 3 },
    description: '[latitude, longitude, elevation or null]',
  })
  points: [number, number, number | null][];

  @ApiProperty({ type: 'integer', isArray: true })
  segmentStarts: number[];

  @ApiProperty({ type: 'integer', description: 'How many points the file had.' })
  recordedPoints: number;

  @ApiProperty({
    type: 'number',
    format: 'double',
    isArray: true,
    description:
      'Metres from the start to each point along the recorded route (scaled to end at distanceM).',
  })
  alongM: number[];

  @ApiProperty({
    type: 'array',
    items: { type: 'number', format: 'double', nullable: true },
    description: 'Seconds from the start to each point; null where the file gave no time.',
  })
  elapsedS: (number | null)[];

  @ApiProperty({
    type: 'array',
    items: { type: 'number', format: 'double', nullable: true },
    description: 'm/s at each point, over the 30 s around it; null without times.',
  })
  speedsMps: (number | null)[];

  @ApiProperty({
    type: 'array',
    nullable: true,
    items: { type: 'number', format: 'double', nullable: true },
    description: 'Beats per minute at each point; null when the file had no heart rate.',
  })
  heartRates: (number | null)[] | null;
}

/** One kilometre of a recorded activity (the last one shorter). */
export class ActivitySplitDto {
  @ApiProperty({ type: Number, format: 'double' })
  distanceM: number;

  @figure('Seconds from its start to its end, pauses included.')
  elapsedS: number | null;

  @figure('Seconds in motion.')
  movingS: number | null;

  @figure('Metres higher (or, negative, lower) at its end than at its start.')
  elevationChangeM: number | null;
}

/** A gear item or a pack an activity names, with its name for the page. */
export class NamedRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;
}

export class ActivityDetailDto extends ActivitySummaryDto {
  @ApiProperty({ type: () => [NamedRefDto], description: 'The gear items of gearItemIds.' })
  gear: NamedRefDto[];

  @ApiProperty({ type: () => NamedRefDto, nullable: true, description: 'The pack of packId.' })
  pack: NamedRefDto | null;

  @ApiProperty({ type: () => NamedRefDto, nullable: true, description: 'The trip of tripId.' })
  trip: NamedRefDto | null;

  @ApiProperty({
    type: () => [NamedRefDto],
    description:
      'The activities of its multi-sport file in order, itself among them; [] when it is alone.',
  })
  fileParts: NamedRefDto[];

  @ApiProperty({
    enum: ['strava', 'garmin'],
    isArray: true,
    description:
      'The services it was also synced from (the same outing from a file, Strava and Garmin is ' +
      'one activity); [] for none.',
  })
  syncedFrom: ('strava' | 'garmin')[];

  @ApiProperty()
  notes: string;

  @ApiProperty({ type: () => [ActivityLapDto] })
  laps: ActivityLapDto[];

  @ApiProperty({ type: () => ActivityRouteDto, nullable: true })
  route: ActivityRouteDto | null;

  @ApiProperty({
    type: () => [ActivitySplitDto],
    description: 'Per kilometre, from the recorded points; [] without a timed route.',
  })
  splits: ActivitySplitDto[];
}
