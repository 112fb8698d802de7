import { SetMetadata } from '@nestjs/common';

export const CHANGES_NOTHING_PUBLIC = 'changesNothingPublic';

/**
 * A write that changes nothing anyone's public pages show (product analytics, sent on every
 * navigation): the user's public pages stay cached, where any other successful write marks them
 * stale on every server (public-pages/owner-writes.interceptor.ts).
 */
export const ChangesNothingPublic = () => SetMetadata(CHANGES_NOTHING_PUBLIC, true);
