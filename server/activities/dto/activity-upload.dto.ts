import { ApiProperty } from '@nestjs/swagger';
import { ActivitySummaryDto } from './activity-response.dto.js';

export const UPLOAD_OUTCOMES = ['created', 'duplicate'] as const;

/** One activity found in an uploaded file: added, or already there. */
export class ActivityUploadResultDto {
  @ApiProperty({ enum: UPLOAD_OUTCOMES, enumName: 'ActivityUploadOutcome' })
  outcome: (typeof UPLOAD_OUTCOMES)[number];

  @ApiProperty({
    type: () => ActivitySummaryDto,
    description: 'The activity added, or for a duplicate the one already there.',
  })
  activity: ActivitySummaryDto;
}

/** The answer to an uploaded file: what it held, in its order (a multi-sport file, several). */
export class ActivityUploadDto {
  @ApiProperty()
  fileName: string;

  @ApiProperty({ type: () => [ActivityUploadResultDto] })
  activities: ActivityUploadResultDto[];
}
