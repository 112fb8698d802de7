import type { GeocoderProvider } from '@server/config/app-config.js';
import type { GeocodeResult } from './geocode-result.js';
import { MAX_GEOCODE_RESULTS } from './geocode-result.js';
import { nominatimResults } from './nominatim-results.js';
import { photonResults } from './photon-results.js';

export type GeocoderUpstreamName = Exclude<GeocoderProvider, 'off'>;

/** The public instance of each geocoder, used when GEOCODER_URL is unset. */
export const DEFAULT_GEOCODER_URLS: Record<GeocoderUpstreamName, string> = {
  nominatim: 'https://nominatim.openstreetmap.org',
  photon: 'https://photon.komoot.io',
};

// Photon answers 400 for a language its index lacks; these three every instance has.
const PHOTON_LANGUAGES = new Set(['en', 'de', 'fr']);

/** A search's address at the configured geocoder, and how to read its answer. */
export interface GeocoderUpstream {
  name: GeocoderUpstreamName;
  searchUrl(query: string, languages: string | undefined): URL;
  read(body: unknown): GeocodeResult[] | undefined;
}

const below = (base: string, path: string): URL => {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  return url;
};

/**
 * The geocoder the configuration names, at its configured base URL (the only address place
 * search ever fetches: the query and the language are parameters, never a part of the address).
 */
export function geocoderUpstream(name: GeocoderUpstreamName, baseUrl?: string): GeocoderUpstream {
  const base = baseUrl ?? DEFAULT_GEOCODER_URLS[name];
  switch (name) {
    case 'nominatim':
      return {
        name,
        searchUrl(query, languages) {
          const url = below(base, '/search');
          url.searchParams.set('q', query);
          url.searchParams.set('format', 'jsonv2');
          url.searchParams.set('limit', String(MAX_GEOCODE_RESULTS));
          if (languages) url.searchParams.set('accept-language', languages);
          return url;
        },
        read: nominatimResults,
      };
    case 'photon':
      return {
        name,
        searchUrl(query, languages) {
          const url = below(base, '/api');
          url.searchParams.set('q', query);
          url.searchParams.set('limit', String(MAX_GEOCODE_RESULTS));
          const language = primaryLanguage(languages);
          if (language && PHOTON_LANGUAGES.has(language)) url.searchParams.set('lang', language);
          return url;
        },
        read: photonResults,
      };
  }
}

/**
 * An Accept-Language header fit to pass on: language ranges with their weights, nothing else
 * (undefined for anything odd), at most 100 characters, lower case.
 */
export function acceptedLanguages(header: string | undefined): string | undefined {
  const value = header?.trim().toLowerCase();
  if (!value || value.length > 100) return undefined;
  return /^[a-z*]{1,8}(-[a-z0-9]{1,8})*(;q=[01](\.\d{0,3})?)?(\s*,\s*[a-z*]{1,8}(-[a-z0-9]{1,8})*(;q=[01](\.\d{0,3})?)?)*$/.test(
    value,
  )
    ? value.replace(/\s+/g, '')
    : undefined;
}

/** The first language's primary tag ("de" of "de-CH,de;q=0.9"). */
export function primaryLanguage(languages: string | undefined): string | undefined {
  const first = languages?.split(',')[0]?.split(';')[0]?.split('-')[0];
  return first && first !== '*' ? first : undefined;
}
