import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exportPackPath } from './api/export-pack';
import { ExportPackLink } from './export-pack-link';

describe('ExportPackLink', () => {
  it('is a download link to the pack’s CSV, styled as a button', () => {
    const html = renderToStaticMarkup(<ExportPackLink packId="p/1" packName="PCT 2026" />);
    expect(exportPackPath('p/1')).toBe('/api/packs/p%2F1/export.csv');
    expect(html).toMatch(
      /^<a class="button button-small" href="\/api\/packs\/p%2F1\/export\.csv" download=""/,
    );
    expect(html).toContain('title="Download “PCT 2026” as a LighterPack CSV file"');
    expect(html).toMatch(/Export CSV<\/a>$/);
  });
});
