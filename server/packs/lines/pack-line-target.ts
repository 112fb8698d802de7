import { badRequest } from '@server/common/errors.js';
import type { AddPackLineDto } from '../dto/add-pack-line.dto.js';
import type { NewPackItemDto } from '../dto/new-pack-item.dto.js';

export type LineTarget =
  | { kind: 'item'; gearItemId: string }
  | { kind: 'bundle'; bundleId: string }
  | { kind: 'newItem'; newItem: NewPackItemDto };

const TARGET_FIELDS = ['gearItemId', 'bundleId', 'newItem'] as const;
const MESSAGE = 'Send exactly one of gearItemId, bundleId or newItem';

/**
 * What a new line holds: exactly one of the three fields. Class-validator checks each field
 * alone; this rule spans them, so it is checked here, in the validation pipe's error shape:
 * none sent names all three, several sent names those sent.
 */
export function lineTarget(dto: AddPackLineDto): LineTarget {
  const sent = TARGET_FIELDS.filter((field) => dto[field] !== undefined && dto[field] !== null);
  if (dto.gearItemId && sent.length === 1) return { kind: 'item', gearItemId: dto.gearItemId };
  if (dto.bundleId && sent.length === 1) return { kind: 'bundle', bundleId: dto.bundleId };
  if (dto.newItem && sent.length === 1) return { kind: 'newItem', newItem: dto.newItem };
  const named = sent.length === 0 ? TARGET_FIELDS : sent;
  throw badRequest(
    'VALIDATION_FAILED',
    MESSAGE,
    named.map((field) => ({ field, message: MESSAGE })),
  );
}
