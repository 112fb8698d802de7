import { ApiProperty } from '@nestjs/swagger';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['embedded', 'postgresql'] })
  kind: 'embedded' | 'postgresql';

  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';
}

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: DatabaseHealthDto })
  database: DatabaseHealthDto;
}
