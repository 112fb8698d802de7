import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class StravaImportStartedDto {
  @ApiProperty({ format: 'uuid', description: 'The import job: follow it at /api/jobs/{id}.' })
  jobId: string;
}

/** A bike or pair of shoes on the athlete's Strava profile, and the library item it is. */
export class StravaGearDto {
  @ApiProperty({ description: 'Strava’s id (b… for bikes, g… for shoes).' })
  stravaGearId: string;

  @ApiProperty({ enum: ['bike', 'shoes'] })
  kind: 'bike' | 'shoes';

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  gearItemId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The library item’s name.' })
  gearItemName: string | null;
}

export class MapStravaGearDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The library item it is; null for none.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'gearItemId must be a library item’s id, or null' })
  gearItemId: string | null;
}
