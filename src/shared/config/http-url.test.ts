import { describe, expect, it } from 'vitest';
import { httpUrl } from './settings-schema.ts';

const message = (value: string) => {
  const parsed = httpUrl.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('httpUrl', () => {
  it('refuses whitespace anywhere inside, whatever the URL parser would make of it', () => {
    for (const bad of ['https://exa mple.com', 'https://example.com/a b', 'https://x.test\t/api', 'https://exa\u00a0mple.com', 'https://x.test/\nv1']) {
      expect(message(bad), JSON.stringify(bad)).toBe('A URL has no spaces');
    }
  });

  it('still trims the ends and accepts a plain address', () => {
    expect(httpUrl.parse('  https://api.example.com/v1/  ')).toBe('https://api.example.com/v1');
    expect(message('javascript:alert(1)')).toMatch(/Enter a full http/);
  });
});
