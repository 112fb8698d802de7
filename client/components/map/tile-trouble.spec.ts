import { describe, expect, it } from 'vitest';
import { TileTroubleStore, troubleKind, type TileTrouble } from './tile-trouble';

describe('the kind of tile trouble', () => {
  it('reads the proxy’s reasons (server/tiles/tiles.errors.ts)', () => {
    const unavailable = 'The OpenStreetMap map tiles are unavailable: ';
    expect(troubleKind(502, `${unavailable}the tile server could not be reached`)).toBe(
      'unreachable',
    );
    expect(troubleKind(504, `${unavailable}the tile server did not answer in time`)).toBe(
      'unreachable',
    );
    expect(troubleKind(502, `${unavailable}the tile server answered 403`)).toBe('refused');
    expect(troubleKind(503, `${unavailable}the tile server answered 429`)).toBe('rate-limited');
    expect(troubleKind(429, 'Too many tiles')).toBe('rate-limited');
    expect(troubleKind(502, `${unavailable}the tile server answered 500`)).toBe('failing');
  });
});

describe('the map’s tile trouble', () => {
  const unreachable: TileTrouble = { kind: 'unreachable', detail: 'could not be reached' };

  it('asks once why a tile failed, and keeps the answer until a tile loads', async () => {
    const asked: string[] = [];
    let answer: (trouble: TileTrouble | null) => void = () => undefined;
    const store = new TileTroubleStore((url) => {
      asked.push(url);
      return new Promise((resolve) => (answer = resolve));
    });
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.failed('/api/tiles/standard/1/0/0');
    store.failed('/api/tiles/standard/1/1/0');
    expect(asked).toEqual(['/api/tiles/standard/1/0/0']);
    answer(unreachable);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.current()).toEqual(unreachable);
    store.failed('/api/tiles/standard/1/1/1');
    expect(asked).toHaveLength(1);
    store.loaded();
    expect(store.current()).toBeNull();
    expect(changes).toBe(2);
  });

  it('stays quiet for a tile that is only missing, or loads when asked again', async () => {
    const store = new TileTroubleStore(() => Promise.resolve(null));
    store.failed('/api/tiles/standard/19/0/0');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.current()).toBeNull();
    store.failed(undefined);
    expect(store.current()).toBeNull();
  });
});
