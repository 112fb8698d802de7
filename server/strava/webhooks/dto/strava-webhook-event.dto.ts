import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';

export const STRAVA_OBJECT_TYPES = ['activity', 'athlete'] as const;
export const STRAVA_ASPECT_TYPES = ['create', 'update', 'delete'] as const;

/** What an event's `updates` may hold: a few flat fields (title, type, private, authorized). */
const MAX_UPDATE_FIELDS = 10;
const MAX_UPDATE_LENGTH = 500;

const isFlatUpdates = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_UPDATE_FIELDS &&
    entries.every(
      ([key, field]) =>
        key.length <= 50 &&
        (typeof field === 'boolean' ||
          typeof field === 'number' ||
          (typeof field === 'string' && field.length <= MAX_UPDATE_LENGTH)),
    )
  );
};

/** A positive whole number JavaScript holds exactly (Strava's ids are 64-bit). */
const StravaId = (field: string) => (target: object, property: string) => {
  IsInt({ message: `${field} must be a whole number` })(target, property);
  Min(1, { message: `${field} must be positive` })(target, property);
  Max(Number.MAX_SAFE_INTEGER, { message: `${field} is too large` })(target, property);
};

/**
 * An event Strava POSTs to the webhook (developers.strava.com/docs/webhooks), its fields named
 * as Strava sends them. Checked strictly: unknown fields, nested `updates` or ids that are not
 * numbers are refused with a 400.
 */
export class StravaWebhookEventDto {
  @ApiProperty({ enum: STRAVA_OBJECT_TYPES })
  @IsIn(STRAVA_OBJECT_TYPES, { message: 'object_type must be activity or athlete' })
  object_type: (typeof STRAVA_OBJECT_TYPES)[number];

  @ApiProperty({ type: 'integer', description: 'The activity’s id, or the athlete’s.' })
  @StravaId('object_id')
  object_id: number;

  @ApiProperty({ enum: STRAVA_ASPECT_TYPES })
  @IsIn(STRAVA_ASPECT_TYPES, { message: 'aspect_type must be create, update or delete' })
  aspect_type: (typeof STRAVA_ASPECT_TYPES)[number];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'What changed: title, type, private; `{"authorized": "false"}` on revocation.',
  })
  @IsOptional()
  @ValidateBy({
    name: 'flatUpdates',
    validator: {
      validate: isFlatUpdates,
      defaultMessage: () =>
        `updates must be an object of at most ${MAX_UPDATE_FIELDS} plain values`,
    },
  })
  updates?: Record<string, string | number | boolean>;

  @ApiProperty({ type: 'integer', description: 'The athlete’s id.' })
  @StravaId('owner_id')
  owner_id: number;

  @ApiProperty({ type: 'integer' })
  @StravaId('subscription_id')
  subscription_id: number;

  @ApiProperty({ type: 'integer', description: 'When it happened (epoch seconds).' })
  @IsInt({ message: 'event_time must be a whole number' })
  @Min(0, { message: 'event_time must not be negative' })
  event_time: number;
}
