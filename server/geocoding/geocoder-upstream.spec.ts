import { describe, expect, it } from 'vitest';
import { acceptedLanguages, geocoderUpstream, primaryLanguage } from './geocoder-upstream.js';

describe('geocoderUpstream', () => {
  it("asks Nominatim's /search for jsonv2, ten results, in the reader's languages", () => {
    const url = geocoderUpstream('nominatim').searchUrl('Ben Nevis', 'de-ch,de;q=0.9');
    expect(url.toString()).toBe(
      'https://nominatim.openstreetmap.org/search?q=Ben+Nevis&format=jsonv2&limit=10&accept-language=de-ch%2Cde%3Bq%3D0.9',
    );
  });

  it("asks Photon's /api below a configured base, in a language it has", () => {
    const photon = geocoderUpstream('photon', 'http://127.0.0.1:2322/geo/');
    expect(photon.searchUrl('Berlin', 'fr-ca,en').toString()).toBe(
      'http://127.0.0.1:2322/geo/api?q=Berlin&limit=10&lang=fr',
    );
    expect(photon.searchUrl('Berlin', 'nl').searchParams.has('lang')).toBe(false);
  });

  it('keeps what is typed a parameter: it never changes the address', () => {
    const url = geocoderUpstream('nominatim').searchUrl('//evil.example/x?y#z', undefined);
    expect(url.origin).toBe('https://nominatim.openstreetmap.org');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('//evil.example/x?y#z');
  });
});

describe('acceptedLanguages', () => {
  it('passes language ranges with weights on, and nothing else', () => {
    expect(acceptedLanguages('en-GB, en;q=0.8, *;q=0.1')).toBe('en-gb,en;q=0.8,*;q=0.1');
    expect(acceptedLanguages(undefined)).toBeUndefined();
    expect(acceptedLanguages('en&q=evil')).toBeUndefined();
    expect(acceptedLanguages('x'.repeat(101))).toBeUndefined();
    expect(primaryLanguage('de-ch,de;q=0.9')).toBe('de');
    expect(primaryLanguage('*')).toBeUndefined();
  });
});
