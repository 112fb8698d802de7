import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Whether the server offers Garmin and whether the user is linked. */
export class GarminConnectionDto {
  @ApiProperty({ description: 'False: the server has no Garmin app set up.' })
  configured: boolean;

  @ApiProperty()
  connected: boolean;

  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'What the user allowed on Garmin (ACTIVITY_EXPORT is needed for activities to come).',
  })
  permissions: string[];
}

export class GarminAuthorizeDto {
  @ApiProperty({ description: 'Garmin’s page where the user grants access.' })
  url: string;
}

/** What `/garmin/callback` received from Garmin, passed on by the client. */
export class CompleteGarminLinkDto {
  @ApiProperty()
  @IsString({ message: 'code is required' })
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(500)
  code: string;

  @ApiProperty({
    required: false,
    description: 'The state the authorize step gave Garmin; checked when present.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  state?: string;
}

export const GARMIN_UNLINK_ACTIVITIES = ['keep', 'delete'] as const;

export class UnlinkGarminQueryDto {
  @ApiProperty({
    enum: GARMIN_UNLINK_ACTIVITIES,
    enumName: 'GarminUnlinkActivities',
    description: 'Whether the activities Garmin brought in stay (keep) or go (delete).',
  })
  @IsIn(GARMIN_UNLINK_ACTIVITIES, { message: 'activities must be keep or delete' })
  activities: (typeof GARMIN_UNLINK_ACTIVITIES)[number];
}
