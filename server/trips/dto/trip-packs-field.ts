import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateBy, ValidateNested } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { MAX_TRIP_PACKS } from '@server/domain/trip-limits.js';
import { TripPackInputDto } from './trip-pack-input.dto.js';

/** The problem with a list of packs as a whole (each pack's own fields are checked apart). */
export function tripPacksProblem(packs: readonly unknown[]): string | null {
  const valid = packs.filter(
    (pack): pack is TripPackInputDto =>
      typeof pack === 'object' &&
      pack !== null &&
      typeof (pack as TripPackInputDto).packId === 'string',
  );
  if (new Set(valid.map((pack) => pack.packId.toLowerCase())).size < valid.length) {
    return 'packs must not name a pack twice';
  }
  const mains = valid.filter((pack) => pack.isMain === true).length;
  if (packs.length > 0 && mains !== 1) return 'packs must have exactly one main pack';
  return null;
}

const IsTripPackList = () =>
  ValidateBy({
    name: 'isTripPackList',
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || tripPacksProblem(value) === null,
      defaultMessage: (args) =>
        Array.isArray(args?.value) ? (tripPacksProblem(args.value) ?? '') : '',
    },
  });

/** The packs a trip takes: at most MAX_TRIP_PACKS, none twice, exactly one main when any. */
export const TripPacksField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      required,
      type: [TripPackInputDto],
      maxItems: MAX_TRIP_PACKS,
      description: `At most ${MAX_TRIP_PACKS}, none twice; exactly one isMain when not empty. A missing or another user’s pack: 400 "No such pack".`,
    }),
    ...(required ? [] : [OptionalNotNull()]),
    IsArray({ message: 'packs must be a list' }),
    ArrayMaxSize(MAX_TRIP_PACKS, { message: `packs must hold at most ${MAX_TRIP_PACKS} packs` }),
    IsTripPackList(),
    ValidateNested({ each: true }),
    Type(() => TripPackInputDto),
  );
