import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';

/** One pack a trip takes, as a body names it. */
export class TripPackInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'packId must be a pack’s id' })
  packId: string;

  @ApiProperty({ description: 'Exactly one pack of a non-empty list is the main one.' })
  @IsBoolean({ message: 'isMain must be true or false' })
  isMain: boolean;
}
