import { describe, expect, it } from 'vitest';
import { consoleErrors, openPage, visit } from './support/browser.js';

describe('the API docs page', () => {
  it('loads at /api/docs and shows "Packtrail API" without breaking its own security policy', async () => {
    const page = await openPage();
    // Swagger UI's own markup (not the app's) has low-contrast method badges and buttons nested
    // in its operation rows; every other axe rule still applies to the page.
    const response = await visit(page, '/api/docs', {
      waitFor: '.information-container .title',
      disableRules: ['color-contrast', 'nested-interactive'],
    });
    expect(response.status()).toBe(200);
    expect(await page.locator('.information-container .title').innerText()).toContain(
      'Packtrail API',
    );
    expect(await page.title()).toBe('Packtrail API');
    expect(consoleErrors(page).filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  it('serves the OpenAPI document it shows', async () => {
    const page = await openPage();
    const response = await page.request.get('/api/docs-json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { info?: { title?: string } };
    expect(document.info?.title).toBe('Packtrail API');
  });
});
