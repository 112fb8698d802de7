import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-words';

const names: Record<string, string> = { a: 'Tent', b: 'Stakes', c: 'Pot' };
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('what a screen reader hears while moving a line', () => {
  it('names the line and its positions, not ids', () => {
    const say = dragAnnouncements(['a', 'b', 'c'], (id) => names[String(id)] ?? '');
    expect(say.onDragStart({ active: active('b') })).toBe('Picked up Stakes, at position 2 of 3.');
    // The drag starts over the line itself: nothing to add to "Picked up".
    expect(say.onDragOver({ active: active('b'), over: over('b') })).toBeUndefined();
    expect(say.onDragOver({ active: active('b'), over: over('a') })).toBe(
      'Stakes is now at position 1 of 3.',
    );
    expect(say.onDragOver({ active: active('b'), over: over('b') })).toBe(
      'Stakes is now at position 2 of 3.',
    );
    expect(say.onDragEnd({ active: active('b'), over: over('c') })).toBe(
      'Stakes dropped at position 3 of 3.',
    );
    expect(say.onDragCancel({ active: active('b'), over: null })).toBe(
      'Moving Stakes cancelled; it stays where it was.',
    );
  });
});
