import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/**
 * axe-core run straight in the page, as cheaply as the checks allow. `@axe-core/playwright`
 * injected axe's 560 kB into every frame on every check and finished each run in a new blank page
 * (its `runPartial` and `finishRun`): about 0.8 s a check on a quiet machine, where the run
 * itself takes 0.15 s. Here axe is injected once per document and runs in it, across frames as
 * axe's own (legacy) mode does, and only the rules that can report a serious or critical
 * violation run: the harness fails on nothing else, so the outcome is the same.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a check fails on (browser.ts `checkAxe`). */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export interface AxeRun {
  violations: AxeViolation[];
  testEngine: { version: string };
}

// Other frames answer the top frame's axe through postMessage, whatever their origin.
const AXE_SETUP = `${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;

/**
 * axe in every document of a context from its start (`context.addInitScript`), but the API's
 * JSON answers: sent to Chromium once per context, where injecting it at each check sent its
 * 560 kB through the protocol each time (0.3 s of the machine's time a check, more than the run).
 */
export const AXE_INIT_SCRIPT = `if (!location.pathname.startsWith('/api/')) {\n${AXE_SETUP}\n}`;

/** Puts axe in the frame's document unless it is there already (from `AXE_INIT_SCRIPT`). */
async function injectInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate('typeof window.axe === "object"');
  if (present) return;
  await frame.evaluate(AXE_SETUP);
}

/**
 * In the page: the rules axe runs by default (its own `ruleShouldRun`: enabled, not experimental),
 * less `disabled`, whose violations can be serious or critical: a violation's impact is the rule's
 * own when it has one, else the most severe of its failing checks'.
 */
const BLOCKING_RULES_SCRIPT = `(([disabled, blocking]) => {
  const audit = window.axe._audit;
  const severe = (impact) => blocking.includes(impact);
  const checkImpact = (check) => audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
  return audit.rules
    .filter((rule) => window.axe.utils.ruleShouldRun(rule, { page: true }, {}) && !disabled.includes(rule.id))
    .filter((rule) => rule.impact ? severe(rule.impact) : [...rule.any, ...rule.all, ...rule.none].some((check) => severe(checkImpact(check))))
    .map((rule) => rule.id);
})`;

/** The rule ids `runAxe` runs on this page (for the harness's own test). */
export async function blockingRules(page: Page, disabled: string[] = []): Promise<string[]> {
  await injectInto(page.mainFrame());
  return page.evaluate<string[]>(
    `${BLOCKING_RULES_SCRIPT}(${JSON.stringify([disabled, BLOCKING_IMPACTS])})`,
  );
}

/** Runs axe on the page as it is now, every frame included, and answers its violations. */
export async function runAxe(page: Page, disabled: string[] = []): Promise<AxeRun> {
  // Frames first, so the top frame's run finds axe in each of them.
  const frames = page.frames().filter((frame) => !frame.isDetached());
  await Promise.all(frames.map((frame) => injectInto(frame)));
  const rules = await blockingRules(page, disabled);
  return page.evaluate<AxeRun>(
    `window.axe.run(document, ${JSON.stringify({
      resultTypes: ['violations'],
      runOnly: { type: 'rule', values: rules },
    })}).then(({ violations, testEngine }) => ({ violations, testEngine }))`,
  );
}
