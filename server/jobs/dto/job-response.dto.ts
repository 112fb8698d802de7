import { ApiProperty } from '@nestjs/swagger';
import { JOB_STATES, type JobState } from '../job-state.js';

/** A job as its owner sees it: where it is, how far it came, how it ended. */
export class JobResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'What the job does (`strava.import`, ...).' })
  kind: string;

  @ApiProperty({
    enum: JOB_STATES,
    enumName: 'JobState',
    description:
      'queued: waiting for its first run or its next try after an error (then `error` says ' +
      'why); running; and the ends: succeeded, failed, cancelled.',
  })
  state: JobState;

  @ApiProperty({ type: 'integer', description: 'Items done so far.' })
  progressDone: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Items in all; null while the job does not know yet.',
  })
  progressTotal: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'What it is doing, in a few words.' })
  message: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While a running job waits for a service’s rate limit (Strava’s next window): when it ' +
      'goes on by itself.',
  })
  waitingUntil: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the last run failed, for the user to read.',
  })
  error: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'What it did, once it succeeded; its fields depend on the kind.',
  })
  result: Record<string, unknown> | null;

  @ApiProperty({ type: 'integer', description: 'Runs started so far (a retry is one more).' })
  attempts: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;
}
