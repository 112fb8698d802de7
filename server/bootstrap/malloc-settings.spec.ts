import { describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS, withMallocSettings } from './malloc-settings.js';

describe('withMallocSettings', () => {
  it('adds every malloc setting to an environment without them, keeping the rest', () => {
    expect(withMallocSettings({ PORT: '3000' })).toEqual({ PORT: '3000', ...MALLOC_SETTINGS });
  });

  it('keeps a setting the environment already has, adding only the missing ones', () => {
    const env = withMallocSettings({ MALLOC_ARENA_MAX: '4' });
    expect(env).toEqual({ ...MALLOC_SETTINGS, MALLOC_ARENA_MAX: '4' });
  });

  it('asks for no restart when every setting is there', () => {
    expect(withMallocSettings({ ...MALLOC_SETTINGS, MALLOC_ARENA_MAX: '8' })).toBeUndefined();
  });

  it('fixes the mmap threshold, which glibc would otherwise raise as large blocks are freed', () => {
    expect(MALLOC_SETTINGS.MALLOC_MMAP_THRESHOLD_).toBe('131072');
  });
});
