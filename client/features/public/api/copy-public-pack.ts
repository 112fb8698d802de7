import { apiFetch } from '@client/lib/api-client';
import { publicPaths } from './use-public';
import type { CopyPublicPackResult } from './types';

/**
 * POST /api/public/users/:username/packs/:slug/copy (signed in, rate limited): the pack becomes
 * one of the visitor's, its items matched in their library or added to it.
 */
export const copyPublicPack = (username: string, slug: string) =>
  apiFetch<CopyPublicPackResult>(publicPaths.copy(username, slug), { method: 'POST' });
