import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class LoginUrlQueryDto {
  @ApiPropertyOptional({
    description: 'Where to go after signing in; anything but a path on this site becomes /home.',
    example: '/packs/123',
  })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  redirectTo?: string;
}
