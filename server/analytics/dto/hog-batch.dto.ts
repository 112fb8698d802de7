import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { ANALYTICS_LIMITS } from '../analytics-limits.js';
import { HogEventDto } from './hog-event.dto.js';

/** The body of POST /api/hog. */
export class HogBatchDto {
  @ApiProperty({ type: [HogEventDto], minItems: 1, maxItems: ANALYTICS_LIMITS.maxEventsPerBatch })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(ANALYTICS_LIMITS.maxEventsPerBatch)
  @ValidateNested({ each: true })
  @Type(() => HogEventDto)
  events: HogEventDto[];
}
