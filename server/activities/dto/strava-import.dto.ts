import { ApiProperty } from '@nestjs/swagger';

export class ImportStartedDto {
  @ApiProperty({ format: 'uuid', description: 'The import’s job (GET /api/jobs/:id).' })
  jobId: string;
}

export class ImportUndoneDto {
  @ApiProperty({ type: 'integer', description: 'How many activities were deleted.' })
  deleted: number;
}
