import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, withRecent } from './recent-searches';

describe('withRecent', () => {
  it('puts the latest first, once whatever its case or spaces, and keeps the newest eight', () => {
    expect(withRecent(['tent', 'stove'], ' Stove ')).toEqual(['Stove', 'tent']);
    expect(withRecent(['tent'], 'duplex   tent')).toEqual(['duplex tent', 'tent']);
    expect(withRecent(['tent'], '   ')).toEqual(['tent']);
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, index) => `q${index}`);
    const added = withRecent(many, 'new');
    expect(added).toHaveLength(RECENT_SEARCHES_MAX);
    expect(added[0]).toBe('new');
    expect(added).not.toContain(`q${RECENT_SEARCHES_MAX - 1}`);
  });
});
