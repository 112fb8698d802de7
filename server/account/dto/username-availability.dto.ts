import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { UsernameProblem } from '@server/domain/username.js';

/** The query of GET /api/account/username-availability. */
export class UsernameAvailabilityQueryDto {
  @ApiProperty({ description: 'As typed; checked lowercased and trimmed.' })
  @IsString({ message: 'username is required' })
  @MaxLength(200)
  username: string;
}

export const UNAVAILABLE_REASONS = [
  'too_short',
  'too_long',
  'invalid_characters',
  'reserved',
  'taken',
] as const satisfies readonly (UsernameProblem | 'taken')[];

export class UsernameAvailabilityResponseDto {
  @ApiProperty({ description: 'The username as it would be stored (lowercase).' })
  username: string;

  @ApiProperty({ description: 'True also when it is already the user’s own.' })
  available: boolean;

  @ApiPropertyOptional({ enum: UNAVAILABLE_REASONS, enumName: 'UsernameUnavailableReason' })
  reason?: (typeof UNAVAILABLE_REASONS)[number];

  @ApiPropertyOptional({ example: 'This username is taken' })
  message?: string;
}
