import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Whether the server offers Strava and whether the user is linked. */
export class StravaConnectionDto {
  @ApiProperty({ description: 'False: the server has no Strava app set up.' })
  configured: boolean;

  @ApiProperty()
  connected: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'The athlete’s name on Strava.' })
  athleteName: string | null;

  @ApiProperty({ type: String, isArray: true, description: 'The scopes the athlete granted.' })
  scopes: string[];
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
