import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Min } from 'class-validator';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;

/** The path of GET /api/tiles/{source}/{z}/{x}/{y}; the grid's bounds are checked per source. */
export class TileParamsDto {
  @ApiProperty({ example: 'standard', description: 'A source id from GET /api/tiles.' })
  @IsString()
  source: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: "Zoom, up to the source's maxZoom." })
  @Transform(toInt)
  @IsInt()
  @Min(0)
  z: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Column, 0 to 2^z - 1.' })
  @Transform(toInt)
  @IsInt()
  @Min(0)
  x: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Row from the north, 0 to 2^z - 1.' })
  @Transform(toInt)
  @IsInt()
  @Min(0)
  y: number;
}
