import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** Whether the server offers Strava and whether the user is linked. */
export class StravaConnectionDto {
  @ApiProperty({
    description: 'False: neither the server nor the user has a Strava app set up.',
  })
  configured: boolean;

  @ApiProperty({
    type: String,
    enum: ['server', 'own'],
    nullable: true,
    description: 'Whose Strava app the link uses: the server’s, or the user’s own.',
  })
  appSource: 'server' | 'own' | null;

  @ApiProperty()
  connected: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'The athlete’s name on Strava.' })
  athleteName: string | null;

  @ApiProperty({ type: String, isArray: true, description: 'The scopes the athlete granted.' })
  scopes: string[];

  @ApiProperty({
    description:
      'Whether the activities Strava brought in stay here when access is revoked on Strava’s ' +
      'side (true until the owner says otherwise, and while not linked).',
  })
  keepActivitiesOnRevoke: boolean;
}

/** PATCH /api/strava/connection: the owner's choice for a revocation on Strava's side. */
export class UpdateStravaConnectionDto {
  @ApiProperty()
  @IsBoolean({ message: 'keepActivitiesOnRevoke must be true or false' })
  keepActivitiesOnRevoke: boolean;
}

export const UNLINK_CHOICES = ['keep', 'delete'] as const;
export type UnlinkChoice = (typeof UNLINK_CHOICES)[number];

/** DELETE /api/strava/connection: what becomes of the activities Strava brought in. */
export class UnlinkStravaQueryDto {
  @ApiProperty({
    enum: UNLINK_CHOICES,
    description: 'keep: they stay here; delete: those no other source holds are deleted.',
  })
  @IsIn(UNLINK_CHOICES, { message: 'activities must be keep or delete' })
  activities: UnlinkChoice;
}

export class StravaUnlinkedDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The job deleting the activities (with `delete`), else null.',
  })
  jobId: string | null;
}

export class StravaAuthorizeDto {
  @ApiProperty({ description: 'Strava’s page where the athlete grants access.' })
  url: string;
}

/** What `/strava/callback` received from Strava, passed on by the client. */
export class CompleteStravaLinkDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(200)
  code: string;

  @ApiProperty({ description: 'The scopes granted, comma-separated, as Strava wrote them.' })
  @IsString({ message: 'scope is required' })
  @MaxLength(500)
  scope: string;

  @ApiProperty({ description: 'The state the authorize step gave Strava.' })
  @IsString({ message: 'state is required' })
  @MaxLength(200)
  state: string;
}

/** PUT /api/strava/app: a user's own Strava app (strava.com/settings/api). */
export class StravaOwnAppDto {
  @ApiProperty({ description: 'The app’s Client ID (a number).' })
  @IsString({ message: 'clientId is required' })
  @Matches(/^\d{1,12}$/, { message: 'clientId must be the Strava app’s numeric Client ID' })
  clientId: string;

  @ApiProperty({ description: 'The app’s Client Secret. Kept sealed; never shown again.' })
  @IsString({ message: 'clientSecret is required' })
  @Matches(/^[A-Za-z0-9]{16,100}$/, {
    message: 'clientSecret must be the Strava app’s Client Secret (letters and digits)',
  })
  clientSecret: string;
}
