// @vitest-environment jsdom
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlongRouteChart } from './along-route-chart';
import { ElevationProfile } from './elevation-profile';

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

const show = (node: ReactNode) => act(() => root.render(node));
const slider = () => host.querySelector<HTMLElement>('[role="slider"]');

// 4 km, a point every kilometre, climbing to 900 m then down.
const POINTS = [
  [57.1, -3.6, 400],
  [57.11, -3.6, 650],
  [57.12, -3.6, 900],
  [57.13, -3.6, 700],
  [57.14, -3.6, 500],
] as const;
const ALONG = [0, 1_000, 2_000, 3_000, 4_000];

function profile(overrides: Partial<Parameters<typeof ElevationProfile>[0]> = {}) {
  return (
    <ElevationProfile
      points={POINTS}
      cumulativeM={ALONG}
      hoverIndex={null}
      onHoverIndexChange={() => undefined}
      label="Elevation profile"
      {...overrides}
    />
  );
}

describe('the elevation profile', () => {
  it('is a slider named by its label, described by a summary of the route', () => {
    show(profile());
    const chart = slider();
    expect(chart?.getAttribute('aria-label')).toBe('Elevation profile');
    expect(chart?.tabIndex).toBe(0);
    const summary = document.getElementById(chart?.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toBe(
      'Elevation along 4 km: starts at 400 m, highest 900 m at 2 km, lowest 400 m at 0 km, ends at 500 m.',
    );
    expect(chart?.getAttribute('aria-valuemax')).toBe('4');
  });

  it('draws the line, the area and axis labels in metres and kilometres', () => {
    show(profile());
    expect(host.querySelector('.route-chart-line')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){4}$/,
    );
    expect(host.querySelector('.route-chart-area')?.getAttribute('d')).toMatch(/Z$/);
    const labels = [...host.querySelectorAll('.route-chart-grid text')].map(
      (text) => text.textContent,
    );
    expect(labels).toEqual(expect.arrayContaining(['400 m', '900 m', '0 km', '4 km']));
  });

  it('leaves a gap between the segments of a route, joining neither the line nor the area', () => {
    // Two outings: 0 to 2 km, then on from 2 km (the distance stands still across the gap).
    show(profile({ cumulativeM: [0, 1_000, 2_000, 2_000, 3_000], segmentStarts: [3] }));
    const line = host.querySelector('.route-chart-line')?.getAttribute('d') ?? '';
    expect(line).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){2}M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    const area = host.querySelector('.route-chart-area')?.getAttribute('d') ?? '';
    expect(area.match(/M/g)).toHaveLength(2);
    expect(area.match(/Z/g)).toHaveLength(2);
    // Without starts, one line through all five points.
    show(profile({ cumulativeM: [0, 1_000, 2_000, 2_000, 3_000] }));
    expect(host.querySelector('.route-chart-line')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){4}$/,
    );
  });

  it('lists the elevation at each marked distance in a hidden table', () => {
    show(profile());
    const rows = [...host.querySelectorAll('.visually-hidden tbody tr')].map(
      (row) => row.textContent,
    );
    expect(rows).toContain('2 km900 m');
    expect(host.querySelector('.visually-hidden caption')?.textContent).toBe(
      'Elevation by distance',
    );
  });

  it('draws the crosshair and readout at the hover index given from outside (the map)', () => {
    show(profile({ hoverIndex: 3 }));
    expect(host.querySelector('.route-chart-crosshair line')).not.toBeNull();
    expect(host.querySelector('.route-chart-crosshair circle')).not.toBeNull();
    expect(host.querySelector('.route-chart-readout')?.textContent).toBe('3 km · 700 m');
    expect(slider()?.getAttribute('aria-valuetext')).toBe('3 km · 700 m');
    expect(slider()?.getAttribute('aria-valuenow')).toBe('3');
  });

  it('shows no crosshair without a hover, and says how to choose a point', () => {
    show(profile());
    expect(host.querySelector('.route-chart-crosshair')).toBeNull();
    expect(slider()?.getAttribute('aria-valuetext')).toMatch(/arrow keys/);
  });

  it('moves the hover with the arrow keys, Home and End, and clears it with Escape', () => {
    const onHoverIndexChange = vi.fn();
    show(profile({ hoverIndex: 2, onHoverIndexChange }));
    const press = (key: string) => {
      act(() => {
        slider()?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    };
    press('ArrowRight');
    press('ArrowLeft');
    press('Home');
    press('End');
    press('Escape');
    expect(onHoverIndexChange.mock.calls).toEqual([[3], [1], [0], [4], [null]]);
  });

  it('reports the point under the pointer, and null when a mouse leaves', () => {
    const onHoverIndexChange = vi.fn();
    function Owner() {
      const [hoverIndex, setHoverIndex] = useState<number | null>(null);
      return profile({
        hoverIndex,
        onHoverIndexChange: (index) => {
          onHoverIndexChange(index);
          setHoverIndex(index);
        },
      });
    }
    show(<Owner />);
    const plot = slider();
    // Not measured in jsdom: 640 px wide, the plot ending 12 px from the right.
    act(() => {
      plot?.dispatchEvent(
        new PointerEvent('pointermove', { clientX: 627, pointerType: 'mouse', bubbles: true }),
      );
    });
    expect(onHoverIndexChange).toHaveBeenLastCalledWith(4);
    expect(host.querySelector('.route-chart-readout')?.textContent).toBe('4 km · 500 m');
    act(() => {
      plot?.dispatchEvent(
        new PointerEvent('pointerout', {
          pointerType: 'mouse',
          bubbles: true,
          relatedTarget: document.body,
        }),
      );
    });
    expect(onHoverIndexChange).toHaveBeenLastCalledWith(null);
  });

  it('leaves gaps where points have no elevation, and says so at a gap', () => {
    const gappy = [POINTS[0], POINTS[1], [57.12, -3.6, null], POINTS[3], POINTS[4]] as const;
    show(profile({ points: gappy, hoverIndex: 2 }));
    const d = host.querySelector('.route-chart-line')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
    expect(host.querySelector('.route-chart-readout')?.textContent).toBe('2 km · no elevation');
    expect(host.querySelector('.route-chart-crosshair circle')).toBeNull();
  });

  it('shows a message instead of a chart when the route has no elevation at all', () => {
    show(profile({ points: POINTS.map(([lat, lon]) => [lat, lon, null] as const) }));
    expect(slider()).toBeNull();
    expect(host.textContent).toMatch(/no elevation data/);
  });

  it('shows the message for a route of fewer than two points', () => {
    show(profile({ points: [POINTS[0]], cumulativeM: [0] }));
    expect(slider()).toBeNull();
    expect(host.querySelector('.route-chart-empty')).not.toBeNull();
  });
});

describe('a chart of another value along the route (carried weight)', () => {
  it('starts at zero, steps between samples and marks places', () => {
    show(
      <AlongRouteChart
        alongM={[0, 5_000, 12_000, 20_000]}
        values={[12.4, 11.1, 13.0, 9.5]}
        label="Carried weight"
        valueName="Carried weight"
        formatValue={(kg) => `${kg.toFixed(1)} kg`}
        formatTick={(kg) => `${kg} kg`}
        hoverIndex={null}
        onHoverIndexChange={() => undefined}
        emptyMessage="No weight to show."
        curve="step"
        fromZero
        marks={[{ alongM: 12_000, label: 'Camp 1' }]}
      />,
    );
    const labels = [...host.querySelectorAll('.route-chart-grid text')].map(
      (text) => text.textContent,
    );
    expect(labels).toContain('0 kg');
    // Steps: horizontal then vertical moves, so more corners than samples.
    const d = host.querySelector('.route-chart-line')?.getAttribute('d') ?? '';
    expect(d.split('L').length).toBeGreaterThan(4);
    expect(host.querySelector('.route-chart-mark title')?.textContent).toBe('Camp 1');
    expect(host.querySelector('.visually-hidden p')?.textContent).toMatch(
      /^Carried weight along 20 km: starts at 12.4 kg, highest 13.0 kg at 12 km/,
    );
  });
});
