// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCurrentUser, type CurrentUser } from './current-user';
import { formatMoney, formatWeight, formatWeightParts, shareTexts } from './number-format';

const ada: CurrentUser = {
  userId: '6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  subscriptionPlan: 'basic',
};

describe('the screens’ formatters', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB'] });
    storeCurrentUser(ada);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('group thousands in the browser’s locale and follow the long-weights preference', () => {
    expect(formatWeight(13_666_000, 'g')).toBe('13.67 kg');
    expect(formatWeight(999_000, 'g')).toBe('999 g');
    storeCurrentUser({ ...ada, weightScale: 'fixed' });
    expect(formatWeight(13_666_000, 'g')).toBe('13,666 g');
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE'] });
    expect(formatWeight(13_666_000, 'g')).toBe('13.666 g');
  });

  it('show a pack’s parts adding up to its total', () => {
    const { parts, total } = formatWeightParts([4_324_000, 855_000, 1_203_000], 'g');
    expect([...parts, total]).toEqual(['4.32 kg', '0.86 kg', '1.2 kg', '6.38 kg']);
  });

  it('show prices in the browser’s locale with the item’s currency', () => {
    expect(formatMoney(129_999, 'GBP')).toBe('£1,299.99');
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE'] });
    expect(formatMoney(129_999, 'EUR')).toBe('1.299,99\u00a0€');
    expect(formatMoney(1_299, 'JPY')).toBe('1.299\u00a0¥');
  });

  it('show shares adding up to 100 %, a sliver as <1 %', () => {
    expect(shareTexts([1, 1, 1])).toEqual(['34 %', '33 %', '33 %']);
    expect(shareTexts([998, 1, 1])).toEqual(['100 %', '<1 %', '<1 %']);
  });
});
