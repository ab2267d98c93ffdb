import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(process.cwd(), 'src/index.css'), 'utf8');

/** The custom properties a block of index.css sets, by its exact selector (`@theme`, `:root`, `.dark`). */
function block(selector: string): Record<string, string> {
  const body = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const light = { ...block('@theme'), ...block(':root') };
const dark = { ...light, ...block('.dark') };
const cardSurface = { light: '#ffffff', dark: '#18181b' };

describe('progress colours (WCAG 1.4.11: 3:1 for graphics)', () => {
  it.each([
    ['light', light, cardSurface.light],
    ['dark', dark, cardSurface.dark],
  ])('%s theme: the accent fill against its track, and the track edge against the card', (_theme, colours, surface) => {
    expect(colours['--color-accent']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(colours['--color-track']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(colours['--color-accent']!, colours['--color-track']!)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours['--color-track-edge']!, surface)).toBeGreaterThanOrEqual(3);
  });

  it('computes WCAG contrast the standard way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('states the ratios of the colours in use', () => {
    expect(contrast(light['--color-accent']!, light['--color-track']!)).toBeCloseTo(6.23, 1);
    expect(contrast(dark['--color-accent']!, dark['--color-track']!)).toBeCloseTo(5.24, 1);
    expect(contrast(light['--color-track-edge']!, cardSurface.light)).toBeCloseTo(4.83, 1);
    expect(contrast(dark['--color-track-edge']!, cardSurface.dark)).toBeCloseTo(6.91, 1);
  });
});
