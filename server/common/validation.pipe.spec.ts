import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { IsString } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { InputValidationPipe } from './validation.pipe.js';

class NameDto {
  @IsString()
  name: string;
}

const pipe = new InputValidationPipe();

async function refusal(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
  try {
    await pipe.transform(value, metadata);
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  return undefined;
}

const file = (originalname: string, fieldname = 'photo') => ({
  fieldname,
  originalname,
  buffer: Buffer.from([0, 0, 0]),
});

describe('InputValidationPipe', () => {
  it('names a NUL in a body field before the DTO is validated', async () => {
    const refused = await refusal({ name: 'a\u0000' }, { type: 'body', metatype: NameDto });
    expect(refused).toEqual({
      message: 'name must not contain NUL characters (\\u0000)',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'name', message: 'name must not contain NUL characters (\\u0000)' }],
    });
  });

  it('names a single query or route parameter by its name', async () => {
    expect(await refusal('a\u0000', { type: 'query', data: 'search', metatype: String })).toEqual(
      expect.objectContaining({ errors: [expect.objectContaining({ field: 'search' })] }),
    );
    expect(await refusal('a\u0000', { type: 'param', data: 'id', metatype: String })).toEqual(
      expect.objectContaining({ errors: [expect.objectContaining({ field: 'id' })] }),
    );
  });

  it('names an uploaded file by its field when its name holds a NUL, not its bytes', async () => {
    expect(await refusal(file('ok.png'), { type: 'custom' })).toBeUndefined();
    expect(await refusal(file('a\u0000.png'), { type: 'custom' })).toEqual(
      expect.objectContaining({
        errors: [
          { field: 'photo', message: 'photo name must not contain NUL characters (\\u0000)' },
        ],
      }),
    );
    const byField = { photos: [file('ok.png', 'photos'), file('b\u0000.png', 'photos')] };
    expect(await refusal(byField, { type: 'custom' })).toEqual(
      expect.objectContaining({ errors: [expect.objectContaining({ field: 'photos' })] }),
    );
  });

  it('leaves the server’s own custom values alone, and passes clean input on', async () => {
    expect(
      await refusal('5b1c0d4e-0000-4000-8000-000000000000', { type: 'custom' }),
    ).toBeUndefined();
    const dto = await pipe.transform({ name: 'Tent' }, { type: 'body', metatype: NameDto });
    expect(dto).toBeInstanceOf(NameDto);
  });
});
