import { downloadText } from '../../../shared/lib/csv.ts';

/** Presentation properties copied onto the saved copy, so it looks as on screen without the page's CSS. */
const PROPERTIES = ['fill', 'stroke', 'stroke-width', 'opacity', 'fill-opacity', 'stroke-opacity'] as const;

/**
 * A standalone copy of an SVG drawn on the page, with the colours the page's styles gave it
 * written onto each element (so the file keeps the theme it was saved in).
 */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [copy, ...copy.querySelectorAll('*')];
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!target) return;
    const style = getComputedStyle(source);
    for (const property of PROPERTIES) {
      const value = style.getPropertyValue(property);
      if (value) target.setAttribute(property, value);
    }
    target.removeAttribute('class');
    target.removeAttribute('tabindex');
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

/** Offers the SVG as a file named `name`. */
export function saveSvg(svg: SVGSVGElement, name: string) {
  downloadText(name, 'image/svg+xml', standaloneSvg(svg));
}
