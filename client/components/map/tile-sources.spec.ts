import { describe, expect, it } from 'vitest';
import { attributionHtml, tileUrl, tileUrlTemplate } from './tile-sources';

describe('tile sources', () => {
  it('are fetched through the app’s own tile proxy', () => {
    expect(tileUrlTemplate('standard')).toBe('/api/tiles/standard/{z}/{x}/{y}');
    expect(tileUrl('elevation', 13, 4027, 2554)).toBe('/api/tiles/elevation/13/4027/2554');
  });

  it('show their attribution escaped, with OpenStreetMap linked to its licence', () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer">OpenStreetMap</a> contributors',
    );
    expect(attributionHtml('<img src=x onerror=alert(1)> & co')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; co',
    );
  });
});
