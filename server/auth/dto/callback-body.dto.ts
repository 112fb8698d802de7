import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CallbackBodyDto {
  @ApiProperty({ description: 'The authorization code the provider sent to /auth/callback.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  code: string;
}
