import { describe, expect, it } from 'vitest';
import { assertClean, consoleErrors, forgetRecords, openPage, visit } from './support/browser.js';

describe('the browser harness', () => {
  it('aborts a request to another origin and fails the test for it', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    // A navigation is the kind of request the page's own CSP does not stop.
    await expect(page.goto('https://tiles.example.com/1/2/3.png')).rejects.toThrow(
      /ERR_BLOCKED_BY_CLIENT/,
    );
    expect(() => assertClean(page)).toThrow(/other origins/);
    forgetRecords(page);
    assertClean(page);
  });

  it('fails the test for a request the page’s Content-Security-Policy refused', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    const outcome = await page.evaluate<string>(
      `fetch('https://tiles.example.com/1/2/3.png').then(() => 'answered', () => 'refused')`,
    );
    expect(outcome).toBe('refused');
    await expect.poll(() => consoleErrors(page).length).toBeGreaterThan(0);
    expect(() => assertClean(page)).toThrow(/Content-Security-Policy violations/);
    forgetRecords(page);
  });

  it('fails the test for an uncaught error in the page', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(`setTimeout(() => { throw new Error('boom from the page'); })`);
    expect((await thrown).message).toBe('boom from the page');
    expect(() => assertClean(page)).toThrow(/uncaught errors in the page/);
    forgetRecords(page);
  });

  it('lets a test allow the page errors it expects', async () => {
    const page = await openPage({ allowPageErrors: /^expected boom$/ });
    await visit(page, '/empty');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(`setTimeout(() => { throw new Error('expected boom'); })`);
    await thrown;
    assertClean(page);
  });

  it('fails a test that shows a page without checking it with axe', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    await page.goto('/marketing');
    expect(() => assertClean(page)).toThrow(/without an axe check/);
    await visit(page, '/marketing');
    assertClean(page);
  });
});
