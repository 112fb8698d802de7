import { describe, expect, it } from 'vitest';
import { formatWholeKm, retirementText, wearBadgeText } from './gear-wear';

describe('gear wear texts', () => {
  it('says the distance of the limit, with the hint from 90 % and 100 %', () => {
    expect(retirementText({ distanceM: 553_400, limitM: 600_000, hint: 'soon' })).toBe(
      'Retire soon: 553 of 600 km',
    );
    expect(retirementText({ distanceM: 1_240_000, limitM: 1_200_000, hint: 'due' })).toBe(
      'Time to retire: 1,240 of 1,200 km',
    );
    expect(retirementText({ distanceM: 120_000, limitM: 600_000, hint: null })).toBe(
      '120 of 600 km',
    );
    expect(retirementText({ distanceM: 120_000, limitM: null, hint: null })).toBe('120 km');
  });

  it('never rounds up to the limit before it is reached', () => {
    expect(formatWholeKm(599_999)).toBe('599 km');
  });

  it('is short in a list', () => {
    expect(wearBadgeText({ distanceM: 553_000, limitM: 600_000, hint: null })).toBe('553 km');
    expect(wearBadgeText({ distanceM: 553_000, limitM: 600_000, hint: 'soon' })).toBe(
      '553 km · retire soon',
    );
    expect(wearBadgeText({ distanceM: 640_000, limitM: 600_000, hint: 'due' })).toBe(
      '640 km · retire now',
    );
    const soon = { distanceM: 553_000, limitM: 600_000, hint: 'soon' } as const;
    expect(wearBadgeText(soon, { short: true })).toBe('Retire soon');
    expect(wearBadgeText({ ...soon, hint: null }, { short: true })).toBe('553 km');
  });
});
