import { describe, expect, it } from 'vitest';
import type { Place } from '@client/features/map/api/types';
import { withoutPlace, withPlace, withPosition } from './places-list';

const place = (id: string, name: string): Place => ({
  id,
  name,
  note: '',
  latitude: 54,
  longitude: -3,
  color: '#e53e3e',
  icon: 'generic',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const names = (list: Place[]) => list.map((each) => each.name);

describe('the places list', () => {
  it('takes a new place where the server would list it: by name, case aside', () => {
    const list = [place('a', 'alder bothy'), place('c', 'Corrie camp')];
    expect(names(withPlace(list, place('b', 'Bridge')))).toEqual([
      'alder bothy',
      'Bridge',
      'Corrie camp',
    ]);
    expect(names(withPlace(undefined, place('b', 'Bridge')))).toEqual(['Bridge']);
  });

  it('replaces a place by its id, moving it when its name changed', () => {
    const list = [place('a', 'Alder'), place('b', 'Birch')];
    expect(names(withPlace(list, place('a', 'Cedar')))).toEqual(['Birch', 'Cedar']);
  });

  it('drops a deleted place and moves one without touching the others', () => {
    const list = [place('a', 'Alder'), place('b', 'Birch')];
    expect(names(withoutPlace(list, 'a'))).toEqual(['Birch']);
    const moved = withPosition(list, 'b', { latitude: 55.5, longitude: -4.25 });
    expect(moved[1]).toMatchObject({ id: 'b', latitude: 55.5, longitude: -4.25 });
    expect(moved[0]).toBe(list[0]);
  });
});
