import { describe, expect, it } from 'vitest';
import { toCurl } from './curl.ts';
import { maskHeaders, maskText, maskUrl } from './mask.ts';

describe('masking', () => {
  it('masks key parameters and key headers, nothing else', () => {
    expect(maskUrl('https://api.data.gov/v1/schools?api_key=abc123&school.name=austin')).toBe('https://api.data.gov/v1/schools?api_key=•••&school.name=austin');
    expect(maskHeaders({ '0x-api-key': 'k', '0x-version': 'v2', Authorization: 'Bearer x' })).toEqual({
      '0x-api-key': '•••',
      '0x-version': 'v2',
      Authorization: '•••',
    });
    expect(maskText('echo abcd1234 back', ['abcd1234', 'ab'])).toBe('echo ••• back');
  });

  it('builds a copyable curl command with quoting', () => {
    expect(toCurl({ method: 'GET', url: "https://x.test/a?q=it's", headers: { '0x-version': 'v2', '0x-api-key': '•••' } })).toBe(
      `curl -H '0x-version: v2' -H '0x-api-key: •••' 'https://x.test/a?q=it'\\''s'`,
    );
    expect(toCurl({ method: 'POST', url: 'https://x.test/upload', headers: {}, bodyNote: "-F 'file=@a.txt'" })).toBe(
      "curl -X POST -F 'file=@a.txt' 'https://x.test/upload'",
    );
  });
});
