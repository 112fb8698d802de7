// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoutePreview } from './route-preview';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('the route preview', () => {
  it('is a named picture of the outline fitted to its square, with the start marked', () => {
    act(() =>
      root.render(
        <RoutePreview
          preview={[
            [57.1, -3.7],
            [57.15, -3.6],
            [57.1, -3.5],
          ]}
          label="Route of Cairngorm loop"
          size={80}
        />,
      ),
    );
    const svg = host.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('Route of Cairngorm loop');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 80 80');
    const d = host.querySelector('.route-preview-line')?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M8 [\d.]+L40 [\d.]+L72 [\d.]+$/);
    expect(host.querySelector('.route-preview-start')?.getAttribute('cx')).toBe('8');
  });

  it('draws no line across the gap between two segments', () => {
    act(() =>
      root.render(
        <RoutePreview
          preview={[
            [57.1, -3.7],
            [57.15, -3.6],
            [57.1, -3.5],
            [57.05, -3.4],
          ]}
          segmentStarts={[2]}
          label="Route of two walks"
          size={80}
        />,
      ),
    );
    const d = host.querySelector('.route-preview-line')?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/);
  });

  it('is a quiet empty square named "No route" without points', () => {
    act(() => root.render(<RoutePreview preview={[]} label="Route of a day walk" />));
    const svg = host.querySelector('svg');
    expect(svg?.getAttribute('aria-label')).toBe('No route');
    expect(svg?.classList.contains('route-preview-empty')).toBe(true);
    expect(host.querySelector('path')).toBeNull();
  });
});
