import { describe, expect, it } from 'vitest';
import { readContoursOn, readMapStyle, storeContoursOn, storeMapStyle } from './map-preferences';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

describe('the map’s remembered choices', () => {
  it('start as the standard style without contours', () => {
    const storage = memoryStorage();
    expect(readMapStyle(storage)).toBe('standard');
    expect(readContoursOn(storage)).toBe(false);
  });

  it('come back as stored', () => {
    const storage = memoryStorage();
    storeMapStyle('satellite', storage);
    storeContoursOn(true, storage);
    expect(readMapStyle(storage)).toBe('satellite');
    expect(readContoursOn(storage)).toBe(true);
  });

  it('ignore a stored value that is not a style', () => {
    const storage = memoryStorage();
    storage.setItem('packtrail.map.style', 'terrain');
    expect(readMapStyle(storage)).toBe('standard');
  });

  it('survive a storage that throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readMapStyle(refusing)).toBe('standard');
    expect(() => storeContoursOn(true, refusing)).not.toThrow();
  });
});
