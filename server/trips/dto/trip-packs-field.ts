import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateBy, ValidateNested } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { MAX_TRIP_PACKS } from '@server/domain/trip-limits.js';
import { TripPackInputDto } from './trip-pack-input.dto.js';

/** The problem with a list of packs as a whole (each pack's own fields are checked apart). */
export function tripPacksProblem(packs: unknown): string | null {
  if (!Array.isArray(packs)) return 'packs must be a list';
  if (packs.length > MAX_TRIP_PACKS) return `packs must hold at most ${MAX_TRIP_PACKS} packs`;
  const valid = (packs as unknown[]).filter(
    (pack): pack is TripPackInputDto =>
      typeof pack === 'object' &&
      pack !== null &&
      typeof (pack as TripPackInputDto).packId === 'string',
  );
  if (new Set(valid.map((pack) => pack.packId.toLowerCase())).size < valid.length) {
    return 'packs must not name a pack twice';
  }
  // Which one is main is judged only when every pack says (a bad isMain has its own error).
  if (
    packs.some((pack) => typeof (pack as Partial<TripPackInputDto> | null)?.isMain !== 'boolean')
  ) {
    return null;
  }
  const mains = valid.filter((pack) => pack.isMain).length;
  if (packs.length > 0 && mains !== 1) return 'packs must have exactly one main pack';
  return null;
}

const IsTripPackList = () =>
  ValidateBy({
    name: 'isTripPackList',
    validator: {
      validate: (value: unknown) => tripPacksProblem(value) === null,
      defaultMessage: (args) => tripPacksProblem(args?.value) ?? '',
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
    IsTripPackList(),
    ValidateNested({ each: true }),
    Type(() => TripPackInputDto),
  );
