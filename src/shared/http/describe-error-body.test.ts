import { describe, expect, it } from 'vitest';
import { describeErrorBody } from './describe-error-body.ts';

describe('describeErrorBody', () => {
  it('reads the api.data.gov gateway body', () => {
    expect(describeErrorBody({ error: { code: 'API_KEY_MISSING', message: 'College Scorecard requires an API Key' } })).toEqual({
      code: 'API_KEY_MISSING',
      message: 'College Scorecard requires an API Key',
    });
  });

  it('reads the 0x v2 envelope with field details', () => {
    expect(
      describeErrorBody({
        name: 'INPUT_INVALID',
        message: 'The input is invalid',
        data: { zid: '0x1', details: [{ field: 'sellAmount', reason: 'must be positive' }] },
      }),
    ).toEqual({ code: 'INPUT_INVALID', message: 'The input is invalid', details: [{ field: 'sellAmount', message: 'must be positive' }] });
  });

  it('reads GraphQL errors with their path and code', () => {
    expect(describeErrorBody({ errors: [{ message: 'Invalid input', path: ['country', 'name', 'lang'], extensions: { code: 'VALIDATION_ERROR' } }] })).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      details: [{ field: 'country.name.lang', message: 'Invalid input' }],
    });
  });

  it('reads gateway {message}, pomf {description, errorcode} and rejects non-objects', () => {
    expect(describeErrorBody({ message: 'No API key provided.', request_id: 'x' })).toEqual({ code: undefined, message: 'No API key provided.' });
    expect(describeErrorBody({ success: false, errorcode: 415, description: 'Filetype not allowed.' })).toEqual({
      code: '415',
      message: 'Filetype not allowed.',
    });
    expect(describeErrorBody('text')).toBeUndefined();
    expect(describeErrorBody([1])).toBeUndefined();
    expect(describeErrorBody({ unrelated: true })).toBeUndefined();
  });
});
