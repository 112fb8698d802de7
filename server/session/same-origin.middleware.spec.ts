import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { sameOriginOnly } from './same-origin.middleware.js';

function run(method: string, headers: Record<string, string>) {
  const request = {
    method,
    protocol: 'http',
    get: (name: string) => (name === 'host' ? 'localhost:3000' : headers[name.toLowerCase()]),
  } as unknown as Request;
  const json = vi.fn();
  const response = { status: vi.fn(() => ({ json })) } as unknown as Response;
  const next = vi.fn() as NextFunction;
  sameOriginOnly('https://trail.example.com')(request, response, next);
  return { passed: vi.mocked(next).mock.calls.length === 1, json };
}

describe('sameOriginOnly', () => {
  it('lets reads through from anywhere', () => {
    expect(
      run('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }).passed,
    ).toBe(true);
  });

  it('lets same-origin writes through (public URL or the host asked for)', () => {
    expect(
      run('POST', { 'sec-fetch-site': 'same-origin', origin: 'https://trail.example.com' }).passed,
    ).toBe(true);
    expect(run('POST', { origin: 'http://localhost:3000' }).passed).toBe(true);
    expect(run('DELETE', {}).passed).toBe(true);
  });

  it.each([
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site sibling', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a null Origin (sandboxed frame)', { origin: 'null' }],
  ])('refuses %s with a 403', (_label, headers) => {
    const { passed, json } = run('POST', headers);
    expect(passed).toBe(false);
    expect(json).toHaveBeenCalledWith(
      expect.objectContaining({ statusCode: 403, code: 'CROSS_SITE_REQUEST' }),
    );
  });
});
