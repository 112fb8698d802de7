import { describe, expect, it } from 'vitest';
import { createClickGuard, DRAG_CLEAR_DELAY_MS, DRAG_START_GUARD_MS } from './click-guard';

function guardWithClock() {
  let time = 1_000;
  const guard = createClickGuard(() => time);
  return { guard, advance: (ms: number) => (time += ms) };
}

describe('the marker click guard', () => {
  it('lets clicks through when there was no drag', () => {
    expect(guardWithClock().guard.allowsClick()).toBe(true);
  });

  it('uses the spec’s 200 ms and 100 ms', () => {
    expect([DRAG_START_GUARD_MS, DRAG_CLEAR_DELAY_MS]).toEqual([200, 100]);
  });

  it('ignores clicks while a drag is in progress, however long it lasts', () => {
    const { guard, advance } = guardWithClock();
    guard.dragStarted();
    advance(5_000);
    expect(guard.allowsClick()).toBe(false);
  });

  it('ignores a click 150 ms after a drag starts even when the drag ended at once', () => {
    const { guard, advance } = guardWithClock();
    guard.dragStarted();
    advance(10);
    guard.dragEnded();
    advance(140);
    expect(guard.allowsClick()).toBe(false);
    advance(50);
    expect(guard.allowsClick()).toBe(true);
  });

  it('keeps the drag flag up for 100 ms after the drag ends', () => {
    const { guard, advance } = guardWithClock();
    guard.dragStarted();
    advance(500);
    guard.dragEnded();
    advance(99);
    expect(guard.allowsClick()).toBe(false);
    advance(1);
    expect(guard.allowsClick()).toBe(true);
  });

  it('lets a click 150 ms after the drag ends through', () => {
    const { guard, advance } = guardWithClock();
    guard.dragStarted();
    advance(300);
    guard.dragEnded();
    advance(150);
    expect(guard.allowsClick()).toBe(true);
  });

  it('starts over with the next drag', () => {
    const { guard, advance } = guardWithClock();
    guard.dragStarted();
    advance(300);
    guard.dragEnded();
    advance(1_000);
    guard.dragStarted();
    advance(50);
    expect(guard.allowsClick()).toBe(false);
  });
});
