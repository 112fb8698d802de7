import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsString, Length, ValidateIf } from 'class-validator';
import { ANALYTICS_LIMITS } from '../analytics-limits.js';
import { IsJsonObject } from './is-json-object.validator.js';

const { maxNameLength, maxPropertiesPerEvent } = ANALYTICS_LIMITS;

// Optional fields may be left out, but not sent as null.
const present = (_dto: object, value: unknown): boolean => value !== undefined;

/** One event from the browser. */
export class HogEventDto {
  @ApiProperty({ minLength: 1, maxLength: maxNameLength, example: '$pageview' })
  @IsString()
  @Length(1, maxNameLength)
  event: string;

  @ApiProperty({
    minLength: 1,
    maxLength: maxNameLength,
    description:
      "The browser's anonymous id. A signed-in user's events go under their user id instead.",
  })
  @IsString()
  @Length(1, maxNameLength)
  distinctId: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `At most ${maxPropertiesPerEvent} keys. Person properties ($set, $set_once, $unset) are dropped.`,
    example: { $pathname: '/packs' },
  })
  @ValidateIf(present)
  @IsJsonObject(maxPropertiesPerEvent)
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({ format: 'date-time', description: 'When it happened (ISO 8601).' })
  @ValidateIf(present)
  @IsISO8601({ strict: true })
  timestamp?: string;
}
