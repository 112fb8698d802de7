import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'packtrail:isPublic';

/** Opens a route to visitors who are not signed in (every other route needs a session). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
