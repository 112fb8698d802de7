import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, MaxLength } from 'class-validator';
import { InRange } from '@server/common/validators.js';
import { JOB_KIND_MAX_LENGTH, JOB_KIND_PATTERN } from '../job-state.js';

export const JOB_LIST_LIMIT = 20;
export const JOB_LIST_LIMIT_MAX = 100;

/** GET /api/jobs: the user's latest jobs, optionally of one kind. */
export class ListJobsQueryDto {
  @ApiProperty({ required: false, description: 'Only jobs of this kind (`strava.import`).' })
  @IsOptional()
  @MaxLength(JOB_KIND_MAX_LENGTH, {
    message: `kind must be at most ${JOB_KIND_MAX_LENGTH} characters`,
  })
  @Matches(JOB_KIND_PATTERN, {
    message: 'kind must be lower-case words with dashes, dotted (strava.import)',
  })
  kind?: string;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: JOB_LIST_LIMIT_MAX,
    default: JOB_LIST_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @InRange(1, JOB_LIST_LIMIT_MAX)
  limit?: number;
}
