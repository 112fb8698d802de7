import { describe, expect, it } from 'vitest';
import { appUrl, openPage, visit } from './support/browser.js';

describe('an unknown address', () => {
  it.each(['/no/such/page', '/packs/abc/checklist/extra', '/u/alice/pack'])(
    '%s shows the Not Found page',
    async (path) => {
      const page = await openPage();
      await visit(page, path);
      expect(await page.locator('main h1').innerText()).toBe('Not Found');
      expect(await page.title()).toBe('Not Found · Packtrail');
      await page.getByRole('link', { name: 'Go to the start page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Plan lighter. Pack smarter.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await visit(page, '/');
    },
  );
});

describe('a missing file', () => {
  it.each(['/assets/x.js', '/assets/index-missing.css', '/favicon-missing.png'])(
    'GET %s answers 404, not the app page',
    async (path) => {
      const response = await fetch(appUrl(path));
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('id="root"');
      expect(body).not.toContain('theme-init.js');
    },
  );

  it('an unknown API path answers 404 in JSON, not the app page', async () => {
    const response = await fetch(appUrl('/api/no-such-thing'), {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').toContain('application/json');
  });

  it('a module script the page cannot find fails to load instead of running the app page', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    const outcome = await page.evaluate<string>(
      `import('/assets/x.js').then(() => 'loaded', (error) => 'failed: ' + error.message)`,
    );
    expect(outcome).toMatch(/^failed: /);
  });
});
