/** Demo-only pictures (served by MSW): a cup drawn in SVG, one palette per coffee. */
export interface DemoCoffee {
  token: string;
  name: string;
  background: string;
  cup: string;
  coffee: string;
}

export const DEMO_COFFEES: DemoCoffee[] = [
  { token: 'QDTtF7ewaak', name: 'Flat white', background: '#f4e9dc', cup: '#ffffff', coffee: '#c49a6c' },
  { token: 'x8Lr2mPq0Za', name: 'Espresso', background: '#2f2a26', cup: '#e9e4de', coffee: '#3b2314' },
  { token: 'b7Nc-4kWv1s', name: 'Cappuccino', background: '#d9ece6', cup: '#f8f8f5', coffee: '#b98a5e' },
  { token: 'Ht3_uYe9QmR', name: 'Americano', background: '#fbe3c4', cup: '#2d6a8e', coffee: '#4a2c1a' },
  { token: 'pV5sJd0oKxw', name: 'Cortado', background: '#e6e0f3', cup: '#fdfdfd', coffee: '#a8774f' },
  { token: 'Zk1mA9-rT4e', name: 'Iced latte', background: '#cfe3f4', cup: '#eef6fb', coffee: '#d2b48c' },
  { token: 'Ge6wFh2Lq8N', name: 'Mocha', background: '#f3d6d6', cup: '#7a1f2b', coffee: '#5a3420' },
  { token: 'r0YbUc7Vn3S', name: 'Macchiato', background: '#e2efd6', cup: '#ffffff', coffee: '#8b5a34' },
];

export const demoFileUrl = (coffee: DemoCoffee) => `https://coffee.alexflipnote.dev/${coffee.token}_coffee.jpg`;

export function demoSvg(coffee: DemoCoffee): string {
  const { background, cup, coffee: brew, name } = coffee;
  const text = name === 'Espresso' ? '#e9e4de' : '#3a2a1e';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="${background}"/>
<circle cx="640" cy="110" r="150" fill="#ffffff" opacity="0.18"/>
<g fill="none" stroke="${text}" stroke-width="10" stroke-linecap="round" opacity="0.35">
<path d="M330 170c-25-30 25-50 0-85"/><path d="M400 160c-25-30 25-50 0-85"/><path d="M470 170c-25-30 25-50 0-85"/></g>
<ellipse cx="400" cy="440" rx="250" ry="48" fill="#000" opacity="0.12"/>
<ellipse cx="400" cy="425" rx="235" ry="42" fill="${cup}" stroke="#00000022" stroke-width="4"/>
<path d="M560 270c85 0 85 110 0 110" fill="none" stroke="${cup}" stroke-width="26"/>
<path d="M230 230h340l-30 170c-5 22-25 32-50 32H310c-25 0-45-10-50-32z" fill="${cup}" stroke="#00000022" stroke-width="4"/>
<ellipse cx="400" cy="232" rx="170" ry="30" fill="${brew}"/>
<path d="M365 228c10-22 60-22 70 0c-10 12-60 12-70 0z" fill="#ffffff" opacity="0.55"/>
<text x="400" y="540" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="${text}">${name}</text>
</svg>`;
}

/**
 * The demo picture as a real JPEG, drawn from its SVG on a canvas, so a download named .jpg is
 * one; undefined where there is no canvas (jsdom), which then gets the SVG.
 */
export async function demoJpeg(coffee: DemoCoffee): Promise<Blob | undefined> {
  if (typeof document === 'undefined' || typeof Image === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  let context: CanvasRenderingContext2D | null;
  try {
    context = canvas.getContext('2d');
  } catch {
    return undefined;
  }
  if (!context || typeof canvas.toBlob !== 'function') return undefined;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(demoSvg(coffee))}`;
  try {
    await image.decode();
  } catch {
    return undefined;
  }
  context.drawImage(image, 0, 0);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.85));
}
