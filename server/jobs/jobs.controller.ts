import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { JobResponseDto } from './dto/job-response.dto.js';
import { ListJobsQueryDto } from './dto/list-jobs-query.dto.js';
import { JobsService } from './jobs.service.js';

/** The signed-in user's background jobs (imports, syncs): their progress, and cancelling one. */
@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @ApiOkResponse({ type: [JobResponseDto], description: 'The latest first.' })
  list(
    @CurrentUserId() ownerId: string,
    @Query() query: ListJobsQueryDto,
  ): Promise<JobResponseDto[]> {
    return this.jobs.list(ownerId, query.kind, query.limit);
  }

  @Get(':id')
  @ApiOkResponse({ type: JobResponseDto })
  @OwnedResource('job')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<JobResponseDto> {
    return this.jobs.get(ownerId, id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: JobResponseDto,
    description: 'Cancelled: a run under way stops at its next step.',
  })
  @ApiConflictResponse({ description: 'JOB_FINISHED: the job has already ended.' })
  @OwnedResource('job')
  cancel(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<JobResponseDto> {
    return this.jobs.cancel(ownerId, id);
  }
}
