import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the spec routes with their parameters', () => {
    expect(paths.packChecklist('p1')).toBe('/packs/p1/checklist');
    expect(paths.publicPack('alice', 'ultralight-2026')).toBe('/u/alice/pack/ultralight-2026');
    expect(paths.publicTrip('alice', 't9')).toBe('/u/alice/trip/t9');
    expect(paths.trackCategory('hike')).toBe('/track/hike');
  });

  it('escapes parameters so they cannot change the path', () => {
    expect(paths.pack('../admin')).toBe('/packs/..%2Fadmin');
    expect(paths.login('/packs/1?tab=list')).toBe('/login?redirectTo=%2Fpacks%2F1%3Ftab%3Dlist');
  });
});
