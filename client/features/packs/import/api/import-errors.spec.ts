import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { importErrors, importFailure } from './import-errors';

describe('importErrors', () => {
  it('shows the answer’s own message by the file, and keeps per-line reasons apart', () => {
    const error = new ApiError(400, 'None of the file’s 2 rows could be imported', {
      errors: [
        { field: 'file', message: 'none of the rows could be imported' },
        { field: 'file', line: 2, message: 'Line 2: missing unit' },
        { field: 'file', line: 3, message: 'Line 3: unknown unit: "stone"' },
        { field: 'currency', message: 'currency must be an ISO 4217 currency code' },
      ],
    });
    expect(importErrors(error)).toEqual({
      byField: {
        file: 'None of the file’s 2 rows could be imported',
        currency: 'currency must be an ISO 4217 currency code',
      },
      lines: ['Line 2: missing unit', 'Line 3: unknown unit: "stone"'],
    });
  });

  it('finds nothing in other errors, and says what happened', () => {
    expect(importErrors(new TypeError('Failed to fetch'))).toEqual({ byField: {}, lines: [] });
    expect(importFailure(new TypeError('Failed to fetch'))).toMatch(/network is unreachable/);
    expect(importFailure(new ApiError(500, 'Internal server error'))).toBe('Internal server error');
  });
});
