import { describe, expect, it, vi } from 'vitest';
import { refusalFor } from './file-checks.ts';

describe('refusalFor', () => {
  it('refuses empty files', () => {
    expect(refusalFor({ size: 0 }, 100)).toMatch(/empty/);
  });
  it('refuses files over the limit and names both sizes', () => {
    expect(refusalFor({ size: 100_000_001 }, 100)).toBe('This file is 100 MB, over the 100 MB limit. Change the limit in Settings if your host allows more.');
    expect(refusalFor({ size: 2_500_000 }, 2)).toMatch(/2.5 MB, over the 2.0 MB limit/);
  });
  it('accepts a file exactly at the limit', () => {
    expect(refusalFor({ size: 100_000_000 }, 100)).toBeUndefined();
    expect(refusalFor({ size: 1 }, 100)).toBeUndefined();
  });
});

describe('refusalFor, encrypted', () => {
  const encrypted = { encrypt: true };
  it('counts the encryption overhead against the limit', () => {
    expect(refusalFor({ size: 99_999_000, name: 'a.bin', type: '' }, 100, encrypted)).toMatch(
      /^Encrypted, this file would be 100 MB \(encryption adds .*\), over the 100 MB limit\.$/,
    );
    expect(refusalFor({ size: 99_000_000, name: 'a.bin', type: '' }, 100, encrypted)).toBeUndefined();
  });
  it('explains that a page without a secure context cannot encrypt', () => {
    vi.stubGlobal('isSecureContext', false);
    expect(refusalFor({ size: 10, name: 'a.txt', type: 'text/plain' }, 100, encrypted)).toMatch(/only on https/);
    expect(refusalFor({ size: 10, name: 'a.txt', type: 'text/plain' }, 100)).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
