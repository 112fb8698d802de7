import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { Trim } from '@server/common/validators.js';

export const API_KEY_NAME_MAX_LENGTH = 100;

/** POST /api/account/api-keys: a name that says where the key is used ("Phone", "Garage NAS"). */
export class CreateApiKeyDto {
  @ApiProperty({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH, description: 'Trimmed.' })
  @Trim()
  @IsString()
  @Length(1, API_KEY_NAME_MAX_LENGTH)
  name: string;
}
