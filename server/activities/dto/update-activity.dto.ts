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

/**
 * The body of PATCH /api/activities/:id: what is sent changes, null clears what may be empty.
 * A recorded activity's start and figures come from its file and cannot be changed (400 naming
 * the field).
 */
export class UpdateActivityDto extends ActivityFiguresInput {
  @ActivityNameField(false)
  name?: string;

  @CategoryField(false)
  category?: ActivityCategory;

  @StartTimeField(false)
  startTime?: string;

  @TimeZoneField()
  timeZone?: string | null;

  @ActivityNotesField()
  notes?: string;

  @NullableIdField('The pack carried; null: none.')
  packId?: string | null;

  @NullableIdField('The trip it was part of; null: none.')
  tripId?: string | null;

  @GearItemIdsField()
  gearItemIds?: string[];
}
