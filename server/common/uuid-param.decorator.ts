import { Param, ParseUUIDPipe } from '@nestjs/common';

/** A route parameter that must be a uuid (400 otherwise), `id` unless named. */
export const UuidParam = (name = 'id') => Param(name, ParseUUIDPipe);
