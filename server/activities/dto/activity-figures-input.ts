import {
  ACTIVITY_MAX_CLIMB_M,
  ACTIVITY_MAX_DISTANCE_M,
  ACTIVITY_MAX_HEART_RATE,
  ACTIVITY_MAX_SECONDS,
} from '@server/domain/activity-limits.js';
import { NullableFigureField } from './activity-fields.js';

/** The figures a person enters for a manual activity (a recorded one takes its file's). */
export class ActivityFiguresInput {
  @NullableFigureField(ACTIVITY_MAX_SECONDS, 'From start to finish, pauses included (s).')
  elapsedS?: number | null;

  @NullableFigureField(ACTIVITY_MAX_SECONDS, 'Time in motion (s).')
  movingS?: number | null;

  @NullableFigureField(ACTIVITY_MAX_DISTANCE_M, 'Metres.')
  distanceM?: number | null;

  @NullableFigureField(ACTIVITY_MAX_CLIMB_M, 'Metres climbed.')
  gainM?: number | null;

  @NullableFigureField(ACTIVITY_MAX_CLIMB_M, 'Metres descended.')
  lossM?: number | null;

  @NullableFigureField(ACTIVITY_MAX_HEART_RATE, 'Beats per minute.')
  avgHeartRate?: number | null;

  @NullableFigureField(ACTIVITY_MAX_HEART_RATE, 'Beats per minute.')
  maxHeartRate?: number | null;
}

export const MANUAL_FIGURES = [
  'elapsedS',
  'movingS',
  'distanceM',
  'gainM',
  'lossM',
  'avgHeartRate',
  'maxHeartRate',
] as const satisfies readonly (keyof ActivityFiguresInput)[];
