import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MARKER_ICONS } from '@domain/map-markers';
import { glyphColor, MARKER_GLYPHS } from '@client/components/map/marker-glyphs';
import { PlaceBadge } from './place-icon';

describe('a place’s badge in the list', () => {
  it('draws the glyph its marker draws on the map, for every icon, in the marker’s ink', () => {
    for (const icon of MARKER_ICONS) {
      const Glyph = MARKER_GLYPHS[icon];
      const marker = renderToString(<Glyph aria-hidden="true" size={16} />);
      const badge = renderToString(<PlaceBadge icon={icon} color="#3182ce" />);
      expect(badge, icon).toContain(marker);
    }
    const light = renderToString(<PlaceBadge icon="generic" color="#f6e05e" />);
    expect(light).toContain(`color:${glyphColor('#f6e05e')}`);
  });
});
