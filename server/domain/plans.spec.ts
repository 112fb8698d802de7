import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, PLAN_IDS, PLAN_NAMES, planIncludes } from './plans.js';

describe('plans', () => {
  it('names the spec’s two plans as it shows them', () => {
    expect(PLAN_IDS).toEqual(['basic', 'explorer']);
    expect(PLAN_NAMES).toEqual({ basic: 'Basic', explorer: 'Explorer' });
  });

  it('gives Explorer everything Basic has, and more', () => {
    const basic = PLAN_FEATURES.filter((feature) => planIncludes('basic', feature.key));
    const explorer = PLAN_FEATURES.filter((feature) => planIncludes('explorer', feature.key));
    expect(basic.every((feature) => planIncludes('explorer', feature.key))).toBe(true);
    expect(explorer.length).toBeGreaterThan(basic.length);
    expect(planIncludes('basic', 'category-analytics')).toBe(false);
    expect(planIncludes('explorer', 'category-analytics')).toBe(true);
  });

  it('keys each feature once and answers false for an unknown key', () => {
    const keys = PLAN_FEATURES.map((feature) => feature.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(planIncludes('explorer', 'no-such-feature')).toBe(false);
  });
});
