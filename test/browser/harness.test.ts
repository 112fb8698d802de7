import { describe, expect, it } from 'vitest';
import { blockingRules } from './support/axe.js';
import {
  assertClean,
  checkAxe,
  connectBrowser,
  consoleErrors,
  forgetRecords,
  openPage,
  visit,
} from './support/browser.js';

describe('the browser harness', () => {
  it('aborts a request to another origin and fails the test for it', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    // A navigation is the kind of request the page's own CSP does not stop.
    await expect(page.goto('https://tiles.example.com/1/2/3.png')).rejects.toThrow(
      /ERR_PROXY_CONNECTION_FAILED/,
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

  it('fails a check for a serious violation, in the page and in a frame of it', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    // A button with no name: axe's button-name rule, critical.
    await page.evaluate(`document.querySelector('main').append(document.createElement('button'))`);
    await expect(checkAxe(page)).rejects.toThrow(/button-name \(critical\)/);
    await page.evaluate(`document.querySelector('main button').remove()`);
    await page.evaluate(`(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A frame';
      document.querySelector('main').append(frame);
      frame.contentDocument.body.append(frame.contentDocument.createElement('button'));
    })()`);
    await expect(checkAxe(page)).rejects.toThrow(/button-name \(critical\)/);
    await page.evaluate(`document.querySelector('main iframe').remove()`);
    await checkAxe(page);
  });

  it('runs every rule axe runs by default that can report a serious or critical violation', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    const rules = await blockingRules(page);
    const byDefault = await page.evaluate<string[]>(
      `axe.run(document).then((r) => [...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable].map((rule) => rule.id))`,
    );
    expect(rules.filter((rule) => !byDefault.includes(rule))).toEqual([]);
    // Serious or critical, by the rule or its checks.
    for (const rule of [
      'color-contrast',
      'button-name',
      'image-alt',
      'label',
      'aria-allowed-attr',
    ]) {
      expect(rules).toContain(rule);
    }
    // Moderate or minor at most, and off by default.
    for (const rule of [
      'region',
      'heading-order',
      'landmark-one-main',
      'color-contrast-enhanced',
    ]) {
      expect(rules).not.toContain(rule);
    }
    expect(await blockingRules(page, ['color-contrast'])).not.toContain('color-contrast');
  });

  it('opens contexts without the address bar’s WebUI renderers', async () => {
    const page = await openPage();
    await visit(page, '/empty');
    const browser = await connectBrowser();
    try {
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.some(({ url }) => url.includes('/empty'))).toBe(true);
      expect(targetInfos.filter(({ url }) => url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
