import { ApiProperty } from '@nestjs/swagger';
import { ActivitySummaryDto } from './activity-response.dto.js';

const PAIRS = {
  type: 'array',
  items: { type: 'array', items: { type: 'number', format: 'double' }, minItems: 2, maxItems: 2 },
} as const;

/** An activity linked to a trip, with its day and its line for the trip's map. */
export class TripActivityDto extends ActivitySummaryDto {
  @ApiProperty({ format: 'date', description: 'The day it started on, where it happened.' })
  localDate: string;

  @ApiProperty({
    ...PAIRS,
    description: 'Its route simplified to at most 400 [latitude, longitude]; [] without one.',
  })
  line: [number, number][];

  @ApiProperty({ type: 'integer', isArray: true })
  lineSegmentStarts: number[];
}

/** What a trip's page shows of the activities: those linked, and those that look like it. */
export class TripActivitiesDto {
  @ApiProperty({ type: () => [TripActivityDto], description: 'Linked, in the order they were.' })
  activities: TripActivityDto[];

  @ApiProperty({
    type: () => [ActivitySummaryDto],
    description: 'Linked to no trip, recorded during its days near its route (or its place).',
  })
  suggestions: ActivitySummaryDto[];
}

/** A trip an activity looks like part of. */
export class TripSuggestionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'date' })
  startDate: string;

  @ApiProperty({ format: 'date' })
  endDate: string;
}

export class TripSuggestionsDto {
  @ApiProperty({ type: () => [TripSuggestionDto] })
  trips: TripSuggestionDto[];
}
