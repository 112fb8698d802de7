// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { toast } from './toast';
import {
  clearCurrentUser,
  readCurrentUser,
  storeCurrentUser,
  type CurrentUser,
} from './current-user';
import {
  readWeightPreference,
  saveWeightPreference,
  subscribeWeightPreference,
  VISITOR_WEIGHT_KEY,
} from './weight-preference';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));

const ada: CurrentUser = {
  userId: '6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  subscriptionPlan: 'basic',
};

/** A PATCH /api/account that answers once it is let go, with what the server would. */
function serverAnswering(status: number) {
  let release: (value?: unknown) => void = () => undefined;
  const released = new Promise((resolve) => (release = resolve));
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    await released;
    const sent = JSON.parse(init.body as string) as { weightUnit: string; weightScale: string };
    const me = { ...ada, weightUnit: sent.weightUnit, weightScale: sent.weightScale };
    const body =
      status === 200
        ? { userId: ada.userId, ...sent, me }
        : { statusCode: status, message: 'The database does not answer' };
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

describe('the weight preference', () => {
  const mutate = vi.fn() as unknown as ScopedMutator & ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    clearCurrentUser();
    mutate.mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the account’s once signed in: grams and long weights in kg unless set', () => {
    storeCurrentUser(ada);
    expect(readWeightPreference()).toEqual({ unit: 'g', scale: 'auto' });
    storeCurrentUser({ ...ada, weightUnit: 'oz', weightScale: 'fixed' });
    expect(readWeightPreference()).toEqual({ unit: 'oz', scale: 'fixed' });
  });

  it('switches every screen at once, before the server answers, and keeps its answer', async () => {
    storeCurrentUser(ada);
    const heard = vi.fn();
    const unsubscribe = subscribeWeightPreference(heard);
    const server = serverAnswering(200);

    const saving = saveWeightPreference({ unit: 'oz' }, mutate);
    expect(readWeightPreference()).toEqual({ unit: 'oz', scale: 'auto' });
    expect(readCurrentUser()).toMatchObject({ weightUnit: 'oz' });
    expect(heard).toHaveBeenCalled();
    // The account page's cached answer changes too, without asking the server again.
    expect(mutate).toHaveBeenCalledWith('/api/account', expect.any(Function), {
      revalidate: false,
    });
    server.release();
    expect(await saving).toBe(true);
    expect(server.fetch).toHaveBeenCalledWith(
      '/api/account',
      expect.objectContaining({
        method: 'PATCH',
        body: '{"weightUnit":"oz","weightScale":"auto"}',
      }),
    );
    expect(readWeightPreference()).toEqual({ unit: 'oz', scale: 'auto' });
    expect(mutate).toHaveBeenLastCalledWith(
      '/api/account',
      expect.objectContaining({ weightUnit: 'oz' }),
      { revalidate: false },
    );
    unsubscribe();
  });

  it('puts the unit back and says why when the server refuses', async () => {
    storeCurrentUser({ ...ada, weightUnit: 'kg' });
    const server = serverAnswering(503);
    const saving = saveWeightPreference({ unit: 'lb' }, mutate);
    expect(readWeightPreference().unit).toBe('lb');
    server.release();
    expect(await saving).toBe(false);
    expect(readWeightPreference().unit).toBe('kg');
    expect(readCurrentUser()).toMatchObject({ weightUnit: 'kg' });
    expect(toast.error).toHaveBeenCalledWith(
      'Could not save the weight unit: The database does not answer',
      { id: 'weight-preference' },
    );
  });

  it('is kept in this browser for a visitor, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(readWeightPreference()).toEqual({ unit: 'g', scale: 'auto' });
    expect(await saveWeightPreference({ unit: 'lb', scale: 'fixed' }, mutate)).toBe(true);
    expect(readWeightPreference()).toEqual({ unit: 'lb', scale: 'fixed' });
    expect(JSON.parse(localStorage.getItem(VISITOR_WEIGHT_KEY) ?? '{}')).toEqual({
      unit: 'lb',
      scale: 'fixed',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
