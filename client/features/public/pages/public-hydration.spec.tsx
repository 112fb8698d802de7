// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakePack, fakeProfile, fakeTrip } from '@test/support/public-fixtures.js';
import {
  PublicFrame,
  PublicNotFound,
  PublicPackEmbed,
  PublicPackPage,
  PublicProfilePage,
  PublicTripPage,
} from './index';

// Leaflet stays out of jsdom: the map the trip page loads after hydration is a stand-in here.
vi.mock('@client/features/public/components/trip-map', () => ({
  TripMap: ({ label }: { label: string }) => <div className="stand-in-map">{label}</div>,
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root | undefined;
let consoleError: MockInstance<typeof console.error>;
const recoverable = vi.fn();

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  consoleError = vi.spyOn(console, 'error');
  recoverable.mockClear();
  window.history.replaceState(null, '', '/u/ada/pack/summer-kit');
});
afterEach(() => {
  const mounted = root;
  if (mounted) act(() => mounted.unmount());
  root = undefined;
  host.remove();
  consoleError.mockRestore();
});

/** Renders `page` as the server does, then hydrates that HTML as the browser does. */
async function serverThenHydrate(page: ReactElement) {
  host.innerHTML = renderToString(page);
  const before = host.innerHTML;
  await act(async () => {
    root = hydrateRoot(host, page, { onRecoverableError: recoverable });
    await Promise.resolve();
  });
  return before;
}

function expectNoMismatch() {
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
}

describe('hydrating the public pages', () => {
  it.each([
    ['pack', <PublicPackPage key="p" pack={fakePack(30)} unit="g" />],
    ['pack in ounces', <PublicPackPage key="p" pack={fakePack(30)} unit="oz" />],
    ['embed', <PublicPackEmbed key="e" pack={fakePack(30)} unit="kg" />],
    ['trip', <PublicTripPage key="t" trip={fakeTrip()} unit="g" />],
    ['profile', <PublicProfilePage key="f" profile={fakeProfile()} />],
    ['not found', <PublicNotFound key="n" />],
  ])('takes over the server’s %s page without a mismatch', async (_name, page) => {
    await serverThenHydrate(<PublicFrame>{page}</PublicFrame>);
    expectNoMismatch();
  });

  it('would notice a page that renders differently in the browser', async () => {
    host.innerHTML = renderToString(<PublicPackPage pack={fakePack(3)} unit="g" />);
    await act(async () => {
      root = hydrateRoot(host, <PublicPackPage pack={fakePack(3)} unit="lb" />, {
        onRecoverableError: recoverable,
      });
      await Promise.resolve();
    });
    expect(recoverable.mock.calls.length + consoleError.mock.calls.length).toBeGreaterThan(0);
    consoleError.mockClear();
  });

  it('points "Sign in" back to the page once it runs', async () => {
    window.history.replaceState(null, '', '/u/ada/pack/summer-kit?unit=oz');
    const before = await serverThenHydrate(
      <PublicFrame>
        <PublicNotFound />
      </PublicFrame>,
    );
    expect(before).toContain('href="/login"');
    const signIn = [...host.querySelectorAll('a')].find((a) => a.textContent === 'Sign in');
    expect(signIn?.getAttribute('href')).toBe(
      '/login?redirectTo=%2Fu%2Fada%2Fpack%2Fsummer-kit%3Funit%3Doz',
    );
    expectNoMismatch();
  });

  it('switches the unit in place and puts it in the address', async () => {
    await serverThenHydrate(<PublicPackPage pack={fakePack(10)} unit="g" />);
    const link = (unit: string) => host.querySelector<HTMLAnchorElement>(`a[href="?unit=${unit}"]`);
    expect(link('g')?.getAttribute('aria-current')).toBe('true');
    act(() => link('oz')?.click());
    expect(link('oz')?.getAttribute('aria-current')).toBe('true');
    expect(link('g')?.hasAttribute('aria-current')).toBe(false);
    expect(window.location.search).toBe('?unit=oz');
    expect(host.querySelector('.public-figure-base dd')?.textContent).toMatch(/ (oz|lb)$/);
    expectNoMismatch();
  });

  it('shows the route’s outline first, then the map once it has loaded', async () => {
    const before = await serverThenHydrate(<PublicTripPage trip={fakeTrip()} unit="g" />);
    expect(before).toContain('route-preview');
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(host.querySelector('.stand-in-map')?.textContent).toBe('Map of Ossian round');
    expect(host.querySelector('.pt-map .route-preview')).toBeNull();
    expectNoMismatch();
  });
});
