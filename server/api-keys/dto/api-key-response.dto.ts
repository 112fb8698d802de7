import { ApiProperty } from '@nestjs/swagger';

/** A key as listed: never the key itself. */
export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'The key’s first characters, to tell keys apart.' })
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;
}

/** A key just made: the only answer that holds the key. */
export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    description:
      'The key, shown this once: send it as `Authorization: Bearer <key>` to POST ' +
      '/api/activities/files. Only its hash is kept.',
  })
  key: string;
}
