import { encode } from 'uqr';

/** One SVG path of unit squares: crisp at any zoom, no canvas, no data: URL (the CSP allows neither script nor blobs). */
export function qrPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 2 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </svg>
  );
}
