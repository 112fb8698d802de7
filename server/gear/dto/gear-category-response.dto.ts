import { ApiProperty } from '@nestjs/swagger';

export class GearCategoryResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ example: '#3b82f6' })
  color: string;

  @ApiProperty({ description: 'Position in the user’s order, from 0.' })
  sortOrder: number;

  @ApiProperty({ description: 'Items in this category, retired ones included.' })
  itemCount: number;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}
