import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { ActivityFiguresInput } from './activity-figures-input.js';
import {
  ActivityNameField,
  ActivityNotesField,
  CategoryField,
  GearItemIdsField,
  NullableIdField,
  StartTimeField,
  TimeZoneField,
} from './activity-fields.js';

/** The body of POST /api/activities: an activity entered by hand (no route). */
export class CreateActivityDto extends ActivityFiguresInput {
  @ActivityNameField(true)
  name: string;

  @CategoryField(true)
  category: ActivityCategory;

  @StartTimeField(true)
  startTime: string;

  @TimeZoneField()
  timeZone?: string | null;

  @ActivityNotesField()
  notes?: string;

  @NullableIdField(
    'The pack carried; every item in it counts the distance. Left out: the category’s default ' +
      'pack (Explorer); null: none.',
  )
  packId?: string | null;

  @NullableIdField('The trip it was part of.')
  tripId?: string | null;

  @GearItemIdsField(
    'The gear items used (shoes, poles) beside the pack. Left out: the category’s default gear ' +
      '(Explorer); an empty list: none.',
  )
  gearItemIds?: string[];
}
