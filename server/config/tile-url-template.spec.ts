import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';
import { fillTileTemplate, tileTemplateProblem } from './tile-url-template.js';

describe('tile URL templates', () => {
  it.each([
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    'https://tiles.example.com/{z}/{y}/{x}.jpg?key=abc',
    'http://127.0.0.1:8080/{z}/{x}/{y}',
  ])('accepts %s', (template) => {
    expect(tileTemplateProblem(template)).toBeUndefined();
  });

  it.each([
    ['https://tile.example.com/{z}/{x}.png', 'must contain {y}'],
    ['https://tile.example.com/tiles.png', 'must contain {z}, {x}, {y}'],
    ['ftp://tile.example.com/{z}/{x}/{y}', 'must be an http:// or https:// URL'],
    ['{z}/{x}/{y}.png', 'must be an http:// or https:// URL with {z}, {x} and {y} in it'],
  ])('refuses %s: %s', (template, problem) => {
    expect(tileTemplateProblem(template)).toBe(problem);
  });

  it('fills every placeholder', () => {
    expect(fillTileTemplate('https://t.example/{z}/{y}/{x}?z={z}', 3, 1, 2)).toBe(
      'https://t.example/3/2/1?z=3',
    );
  });

  it('stops the server at start-up on a template without its placeholders', () => {
    expect(() => loadConfig({ TILES_SATELLITE_URL: 'https://t.example/{z}/{x}.png' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ TILES_SATELLITE_URL: 'https://t.example/{z}/{x}.png' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'TILES_SATELLITE_URL="https://t.example/{z}/{x}.png": must contain {y}',
      ]);
    }
  });

  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      TILES_STANDARD_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      TILES_STANDARD_MAX_ZOOM: 19,
      TILES_ELEVATION_MAX_ZOOM: 15,
      TILE_CACHE_MAX_MB: 1024,
      TILE_CACHE_MIN_TTL_SECONDS: 604_800,
      TILE_RATE_LIMIT_PER_MINUTE: 300,
      TILE_RATE_LIMIT_BURST: 1000,
    });
  });
});
