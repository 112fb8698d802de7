import { describe, expect, it } from 'vitest';
import { TileSourceTrouble } from './tile-source-trouble.js';

describe('TileSourceTrouble', () => {
  it('says a source failed, with the seconds left until it is tried again, then forgets it', () => {
    let now = 1_000_000;
    const trouble = new TileSourceTrouble(60_000, () => now);
    expect(trouble.known('standard')).toBe(false);
    trouble.failed('standard', 502, 'The Standard map tiles are unavailable: unreachable');
    now += 15_500;
    expect(trouble.troubleOf('standard')).toEqual({
      status: 502,
      message: 'The Standard map tiles are unavailable: unreachable',
      retryAfterSeconds: 45,
    });
    expect(trouble.troubleOf('satellite')).toBeNull();
    now += 44_500;
    expect(trouble.known('standard')).toBe(false);
    expect(trouble.troubleOf('standard')).toBeNull();
  });

  it('clears a source’s trouble when one of its tiles comes', () => {
    const trouble = new TileSourceTrouble(60_000);
    trouble.failed('standard', 504, 'did not answer in time');
    trouble.worked('standard');
    expect(trouble.known('standard')).toBe(true);
    expect(trouble.troubleOf('standard')).toBeNull();
  });
});
