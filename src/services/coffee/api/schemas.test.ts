import { describe, expect, it } from 'vitest';
import { randomCoffeeSchema } from './schemas.ts';

describe('randomCoffeeSchema', () => {
  it('reads the real reply: file only', () => {
    expect(randomCoffeeSchema.parse({ file: 'https://coffee.alexflipnote.dev/QDTtF7ewaak_coffee.jpg' })).toEqual({
      file: 'https://coffee.alexflipnote.dev/QDTtF7ewaak_coffee.jpg',
      description: undefined,
    });
  });

  it('accepts extra fields and a description or alt where a mirror sends one', () => {
    const reply = randomCoffeeSchema.parse({ file: ' http://x.test/a_coffee.png ', description: '  Latte art  ', width: '800', id: null });
    expect(reply).toEqual({ file: 'http://x.test/a_coffee.png', description: 'Latte art' });
    expect(randomCoffeeSchema.parse({ file: 'https://x.test/b.jpg', alt: 'A mocha' }).description).toBe('A mocha');
    expect(randomCoffeeSchema.parse({ file: 'https://x.test/b.jpg', description: 42 }).description).toBeUndefined();
    expect(randomCoffeeSchema.parse({ file: 'https://x.test/b.jpg', description: 'x'.repeat(5000) }).description).toHaveLength(300);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(document.cookie)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['//coffee.alexflipnote.dev/a.jpg'],
    ['/a_coffee.jpg'],
    [''],
  ])('rejects a non-http(s) file %j with the field path', (file) => {
    const result = randomCoffeeSchema.safeParse({ file });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['file']);
  });

  it.each([[{}], [{ file: null }], [{ file: 42 }], [null], [[{ file: 'https://x.test/a.jpg' }]]])('rejects the wrong shape %j', (value) => {
    expect(randomCoffeeSchema.safeParse(value).success).toBe(false);
  });
});
