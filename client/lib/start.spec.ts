// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY, type CurrentUser } from './current-user';
import { SERVER_RENDERED_RELOAD_KEY, startWithStoredUser } from './start';

const ada: CurrentUser = {
  userId: '6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  subscriptionPlan: 'basic',
};

function start(serverRendered: boolean, path = '/u/ada/pack/x') {
  const reload = vi.fn();
  return { outcome: startWithStoredUser({ serverRendered, path, reload }), reload };
}

describe('startWithStoredUser (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reloads a server-rendered page once when a user is stored, noting the path', () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ada));
    const { outcome, reload } = start(true);
    expect(outcome).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SERVER_RENDERED_RELOAD_KEY)).toBe('/u/ada/pack/x');
  });

  it('does not reload again when the reload brought the server-rendered page back: the stored user is stale and goes', () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ada));
    expect(start(true).outcome).toBe('reload');
    const second = start(true);
    expect(second.outcome).toBe('start');
    expect(second.reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(sessionStorage.getItem(SERVER_RENDERED_RELOAD_KEY)).toBeNull();
    // And a third start has nothing to reload for.
    expect(start(true).outcome).toBe('start');
  });

  it('reloads on another page even with a note left from an earlier one', () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ada));
    sessionStorage.setItem(SERVER_RENDERED_RELOAD_KEY, '/u/bob');
    expect(start(true, '/u/ada').outcome).toBe('reload');
    expect(localStorage.getItem(CURRENT_USER_KEY)).not.toBeNull();
  });

  it('starts a server-rendered page with nobody stored', () => {
    const { outcome, reload } = start(true);
    expect(outcome).toBe('start');
    expect(reload).not.toHaveBeenCalled();
  });

  it('deletes unparseable stored data at start and does not reload for it', () => {
    localStorage.setItem(CURRENT_USER_KEY, '{oops');
    expect(start(true).outcome).toBe('start');
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('never reloads the app’s own page, and clears a note the reload left there', () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ada));
    sessionStorage.setItem(SERVER_RENDERED_RELOAD_KEY, '/u/ada/pack/x');
    const { outcome, reload } = start(false);
    expect(outcome).toBe('start');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SERVER_RENDERED_RELOAD_KEY)).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).not.toBeNull();
  });

  it('never reloads where no note can be kept (sessionStorage refused)', () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ada));
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      expect(start(true).outcome).toBe('start');
    } finally {
      refuse.mockRestore();
    }
  });
});
