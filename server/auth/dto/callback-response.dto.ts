import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '@server/users/dto/current-user.dto.js';

export class CallbackResponseDto {
  @ApiProperty({ type: CurrentUserDto })
  me: CurrentUserDto;
}
