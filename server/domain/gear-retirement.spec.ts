import { describe, expect, it } from 'vitest';
import {
  isRetirementDistance,
  isShoe,
  itemWear,
  retirementDistanceM,
  SHOE_RETIREMENT_M,
} from './gear-retirement.js';

const item = (name: string, categoryName: string | null = null) => ({ name, categoryName });

describe('isShoe', () => {
  it.each([
    'Trail shoes',
    'Running shoe',
    'Hoka Speedgoat trail runners',
    'Salomon trail runner',
    'Hiking boots',
    'Approach boot',
    'Old sneakers',
    'Nike trainers',
    'Pegasus 40 (road shoes)',
    'Winter runners',
    'TRAIL-SHOES',
  ])('knows “%s” is shoes by its name', (name) => {
    expect(isShoe(item(name))).toBe(true);
  });

  it.each([
    ['Speedcross 6', 'Footwear'],
    ['Speedcross 6', 'Shoes'],
    ['Lone Peak 8', 'Running shoes & boots'],
  ])('knows “%s” in “%s” is shoes by its category', (name, category) => {
    expect(isShoe(item(name, category))).toBe(true);
  });

  it.each([
    ['Tarp tent', null],
    ['Trekking poles', 'Walking'],
    ['Snowshoes', null],
    ['Bootie liners', null],
    ['Shoe laces', null],
    ['Spare insoles', 'Footwear'],
    ['Merino socks', 'Footwear'],
    ['Gaiters', 'Shoes'],
    ['Shoe bag', null],
    ['Boot dryer', null],
    ['Wahoo turbo trainer', null],
    ['Smart trainer', 'Bike'],
    ['Microspikes', 'Footwear'],
    ['Reboot kit', null],
    ['Runners belt', null],
  ])('knows “%s” (in “%s”) is not shoes', (name, category) => {
    expect(isShoe(item(name, category))).toBe(false);
  });
});

describe('retirementDistanceM', () => {
  it('is 600 km for shoes with nothing set, and none for anything else', () => {
    expect(retirementDistanceM({ ...item('Trail shoes'), retireAfterM: null })).toBe(
      SHOE_RETIREMENT_M,
    );
    expect(retirementDistanceM({ ...item('Tent'), retireAfterM: null })).toBeNull();
  });

  it('takes the item’s own distance first, and 0 as no limit, shoes or not', () => {
    expect(retirementDistanceM({ ...item('Trail shoes'), retireAfterM: 800_000 })).toBe(800_000);
    expect(retirementDistanceM({ ...item('Chain'), retireAfterM: 3_000_000 })).toBe(3_000_000);
    expect(retirementDistanceM({ ...item('Trail shoes'), retireAfterM: 0 })).toBeNull();
  });
});

describe('isRetirementDistance', () => {
  it('takes 0 (no limit) and whole metres from 1 to 100,000 km', () => {
    for (const value of [0, 1000, 600_000, 100_000_000]) {
      expect(isRetirementDistance(value)).toBe(true);
    }
    for (const value of [-1, 1, 999, 600_000.5, 100_000_001, Number.NaN, '600000', null]) {
      expect(isRetirementDistance(value)).toBe(false);
    }
  });
});

describe('itemWear', () => {
  it('says nothing before 90 %, soon from 90 %, due from 100 %', () => {
    expect(itemWear(300_000, 600_000)).toEqual({ share: 0.5, hint: null });
    expect(itemWear(539_999, 600_000).hint).toBeNull();
    expect(itemWear(540_000, 600_000)).toEqual({ share: 0.9, hint: 'soon' });
    expect(itemWear(600_000, 600_000)).toEqual({ share: 1, hint: 'due' });
    expect(itemWear(750_000, 600_000)).toEqual({ share: 1.25, hint: 'due' });
  });

  it('has no share or hint without a limit', () => {
    expect(itemWear(9_000_000, null)).toEqual({ share: null, hint: null });
  });
});
