import type { Server } from 'node:http';
import { Body, Controller, Get, HttpException, Module, Post } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { IsInt, IsString, Max, MinLength } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpExceptionFilter } from '@server/common/http-exception.filter.js';
import { createValidationPipe } from '@server/common/validation.pipe.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import { setupApi } from '@test/support/api-fixture.js';

class CreateProbeDto {
  @IsString()
  @MinLength(2)
  name: string;

  @IsInt()
  @Max(10)
  count: number;
}

@Controller('probe')
class ProbeController {
  @Post()
  create(@Body() body: CreateProbeDto) {
    return { name: body.name, count: body.count, countType: typeof body.count };
  }

  @Get('teapot')
  teapot(): never {
    throw new HttpException({ message: 'Short and stout', code: 'TEAPOT' }, 418);
  }

  @Get('crash')
  crash(): never {
    throw new Error('connection to 10.0.0.5 refused: password for admin is hunter2');
  }

  @Get('database-down')
  databaseDown(): never {
    throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
  }
}

@Module({
  controllers: [ProbeController],
  providers: [
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: DatabaseOutage, useValue: new DatabaseOutage(() => Promise.resolve()) },
  ],
})
class ProbeModule {}

describe('the global validation pipe and exception filter', () => {
  let probe: INestApplication;
  let url: string;
  beforeAll(async () => {
    probe = await NestFactory.create(ProbeModule, { logger: false });
    await probe.listen(0, '127.0.0.1');
    const server = probe.getHttpServer() as Server;
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => probe.close());

  const post = (body: unknown) =>
    fetch(`${url}/probe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('transforms a valid body into the DTO', async () => {
    const response = await post({ name: 'tent', count: 2 });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'tent', count: 2, countType: 'number' });
  });

  it('answers 400 naming each bad field and its reason', async () => {
    const response = await post({ name: 't', count: 11 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
    });
    expect(body.errors).toEqual([
      { field: 'name', message: 'name must be longer than or equal to 2 characters' },
      { field: 'count', message: 'count must not be greater than 10' },
    ]);
  });

  it('refuses properties the DTO does not declare', async () => {
    const response = await post({ name: 'tent', count: 1, ownerId: 'someone-else' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'ownerId', message: 'property ownerId should not exist' }],
    });
  });

  it('keeps the status, message and code of an HTTP exception', async () => {
    const response = await fetch(`${url}/probe/teapot`);
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({
      statusCode: 418,
      error: 'I Am A Teapot',
      message: 'Short and stout',
      code: 'TEAPOT',
    });
  });

  it('answers an unexpected error with a plain 500 that reveals nothing', async () => {
    const response = await fetch(`${url}/probe/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
    });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('10.0.0.5');
  });

  it('answers a database that cannot be reached with a 503 and Retry-After', async () => {
    const response = await fetch(`${url}/probe/database-down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is not answering. Try again in a few seconds.',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(text).not.toContain('10.0.0.5');
  });
});

describe('errors from the real app', () => {
  const { app } = setupApi({ users: 0 });

  it('answers an unknown API path with a JSON 404, never the client page', async () => {
    const response = await fetch(`${app.baseUrl}/api/no/such/thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'body', message: 'body must be valid JSON' }],
    });
  });
});
