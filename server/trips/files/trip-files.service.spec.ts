import { describe, expect, it } from 'vitest';
import { gpxDisposition } from './trip-files.service.js';

describe('gpxDisposition', () => {
  it('names the download after the trip, with a plain fallback and the exact name', () => {
    expect(gpxDisposition('Tour du Mont Blanc')).toBe(
      `attachment; filename="Tour du Mont Blanc.gpx"; filename*=UTF-8''Tour%20du%20Mont%20Blanc.gpx`,
    );
    expect(gpxDisposition('Été "à" Chamonix/Zermatt')).toBe(
      `attachment; filename="Ete a ChamonixZermatt.gpx"; filename*=UTF-8''%C3%89t%C3%A9%20%22%C3%A0%22%20Chamonix%2FZermatt.gpx`,
    );
    expect(gpxDisposition('日本アルプス')).toMatch(
      /^attachment; filename="trip.gpx"; filename\*=UTF-8''%E6/,
    );
  });
});
