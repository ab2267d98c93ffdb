import { describe, expect, it } from 'vitest';
import { describeErrorBody } from './describe-error-body.ts';

describe('describeErrorBody (the generic reader)', () => {
  it('reads a top-level message with its code or name, and a bare error string', () => {
    expect(describeErrorBody({ message: 'No API key provided.', request_id: 'x' })).toEqual({ code: undefined, message: 'No API key provided.' });
    expect(describeErrorBody({ name: 'INPUT_INVALID', message: 'The input is invalid' })).toEqual({ code: 'INPUT_INVALID', message: 'The input is invalid' });
    expect(describeErrorBody({ error: 'Not Found' })).toEqual({ code: undefined, message: 'Not Found' });
  });

  it('reads GraphQL errors with their path and code', () => {
    expect(describeErrorBody({ errors: [{ message: 'Invalid input', path: ['country', 'name', 'lang'], extensions: { code: 'VALIDATION_ERROR' } }] })).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      details: [{ field: 'country.name.lang', message: 'Invalid input' }],
    });
  });

  it('knows no upstream: nested and upstream-specific forms are left to the slices', () => {
    expect(describeErrorBody({ error: { code: 'API_KEY_MISSING', message: 'x' } })).toBeUndefined();
    expect(describeErrorBody({ success: false, errorcode: 415, description: 'Filetype not allowed.' })).toBeUndefined();
    expect(describeErrorBody('text')).toBeUndefined();
    expect(describeErrorBody([1])).toBeUndefined();
    expect(describeErrorBody({ unrelated: true })).toBeUndefined();
  });
});
