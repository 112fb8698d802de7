import type { KeyedMutator } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@client/lib/toast';
import { ApiError } from '@client/lib/api-client';
import type { PackDetail, PackLine } from '@client/features/packs/api/types';
import { createChecklistWrites } from '@client/features/packs/checklist/utils/checklist-writes';
import { checklistActions, type ChecklistApi } from './checklist-actions';

vi.mock('@client/lib/toast', () => ({ toast: { error: vi.fn() } }));

const line = (id: string, packed = false): PackLine =>
  ({ id, kind: 'item', categoryId: null, quantity: 1, packed, item: { name: id } }) as PackLine;

/** SWR's cache for one key, as far as the actions use it: updates applied to the current data. */
function fakeCache(lines: PackLine[]) {
  let data: PackDetail | undefined = { id: 'pack', lines } as PackDetail;
  const mutate = ((update?: unknown) => {
    if (typeof update === 'function') {
      data = (update as (current: PackDetail | undefined) => PackDetail | undefined)(data);
    }
    return Promise.resolve(data);
  }) as KeyedMutator<PackDetail>;
  const shown = () => Object.fromEntries((data?.lines ?? []).map((l) => [l.id, l.packed]));
  return { mutate, shown, lines: () => data?.lines ?? [] };
}

interface Call {
  lineId: string;
  packed: boolean;
  answer: () => void;
  fail: (error: Error) => void;
}

/** A server whose answers the test gives, in any order it likes. */
function fakeServer() {
  const calls: Call[] = [];
  const resets: Omit<Call, 'lineId' | 'packed'>[] = [];
  const api: ChecklistApi = {
    setLinePacked: (_packId, lineId, packed) =>
      new Promise((resolve, reject) => {
        calls.push({
          lineId,
          packed,
          answer: () => resolve(line(lineId, packed)),
          fail: reject,
        });
      }),
    resetChecklist: () =>
      new Promise((resolve, reject) => {
        resets.push({ answer: () => resolve(undefined), fail: reject });
      }),
  };
  return { api, calls, resets };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ticking the checklist', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  function setUp(lines: PackLine[]) {
    const cache = fakeCache(lines);
    const server = fakeServer();
    const actions = checklistActions('pack', createChecklistWrites(), cache.mutate, server.api);
    return { cache, server, actions };
  }

  it('keeps every quick tap on different lines, whatever order the answers come in', async () => {
    const { cache, server, actions } = setUp([line('a'), line('b'), line('c')]);
    const done = ['a', 'b', 'c'].map((id, index) =>
      actions.setPacked(cache.lines()[index] ?? line(id), true),
    );
    await settle();
    expect(cache.shown()).toEqual({ a: true, b: true, c: true });
    expect(server.calls.map((call) => call.lineId)).toEqual(['a', 'b', 'c']);
    for (const call of [...server.calls].reverse()) {
      call.answer();
      await settle();
      expect(cache.shown()).toEqual({ a: true, b: true, c: true });
    }
    await Promise.all(done);
  });

  it('rolls back only the line whose save failed, and says so', async () => {
    const { cache, server, actions } = setUp([line('a'), line('b')]);
    const [a, b] = cache.lines() as [PackLine, PackLine];
    const done = [actions.setPacked(a, true), actions.setPacked(b, true)];
    await settle();
    server.calls[0]?.fail(new ApiError(500, 'Internal server error'));
    server.calls[1]?.answer();
    await Promise.all(done);
    expect(cache.shown()).toEqual({ a: false, b: true });
    expect(toast.error).toHaveBeenCalledWith('Could not mark a as packed: Internal server error');
  });

  it('sends taps on one line in order and skips one a newer tap has overtaken', async () => {
    const { cache, server, actions } = setUp([line('a')]);
    const first = actions.setPacked(line('a', false), true);
    await settle();
    const second = actions.setPacked(line('a', true), false);
    const third = actions.setPacked(line('a', false), true);
    await settle();
    expect(server.calls.map((call) => call.packed)).toEqual([true]);
    server.calls[0]?.answer();
    await first;
    await settle();
    expect(server.calls.map((call) => call.packed)).toEqual([true, true]);
    server.calls[1]?.answer();
    await Promise.all([second, third]);
    expect(cache.shown()).toEqual({ a: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows an undone tap as undone while the first answer is on its way', async () => {
    const { cache, server, actions } = setUp([line('a')]);
    const first = actions.setPacked(line('a', false), true);
    await settle();
    const second = actions.setPacked(line('a', true), false);
    await settle();
    server.calls[0]?.answer();
    await first;
    expect(cache.shown()).toEqual({ a: false });
    await settle();
    server.calls[1]?.answer();
    await second;
    expect(server.calls.map((call) => call.packed)).toEqual([true, false]);
    expect(cache.shown()).toEqual({ a: false });
  });

  it('sends only the last of several taps made before the first could go out', async () => {
    const { cache, server, actions } = setUp([line('a')]);
    const taps = [
      actions.setPacked(line('a', false), true),
      actions.setPacked(line('a', true), false),
      actions.setPacked(line('a', false), true),
    ];
    await settle();
    expect(server.calls.map((call) => call.packed)).toEqual([true]);
    server.calls[0]?.answer();
    await Promise.all(taps);
    expect(server.calls).toHaveLength(1);
    expect(cache.shown()).toEqual({ a: true });
  });

  it('unpacks everything at once on reset and puts it back if the server refuses', async () => {
    const { cache, server, actions } = setUp([line('a', true), line('b', true), line('c')]);
    const reset = actions.resetAll(cache.lines());
    await settle();
    expect(cache.shown()).toEqual({ a: false, b: false, c: false });
    server.resets[0]?.fail(new TypeError('Failed to fetch'));
    await reset;
    expect(cache.shown()).toEqual({ a: true, b: true, c: false });
    expect(toast.error).toHaveBeenCalledWith(
      'Could not reset the checklist: the network is unreachable',
    );
  });

  it('sends a tap made during a reset after the reset, so the reset cannot wipe it', async () => {
    const { cache, server, actions } = setUp([line('a', true), line('b', true)]);
    const reset = actions.resetAll(cache.lines());
    const tap = actions.setPacked(line('b', false), true);
    await settle();
    expect(cache.shown()).toEqual({ a: false, b: true });
    expect(server.calls).toEqual([]);
    server.resets[0]?.answer();
    await reset;
    await settle();
    expect(server.calls.map((call) => [call.lineId, call.packed])).toEqual([['b', true]]);
    server.calls[0]?.answer();
    await tap;
    expect(cache.shown()).toEqual({ a: false, b: true });
  });
});
