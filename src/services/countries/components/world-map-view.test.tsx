import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../lib/map/world-shapes.ts';
import { WorldMapPlaceholder } from './world-map-view.tsx';

describe('the world map’s placeholder', () => {
  it('reserves the box the projection fills, so nothing moves when the map arrives', () => {
    render(<WorldMapPlaceholder compact />);
    const box = screen.getByText('Drawing the map…').parentElement!;
    expect(box.style.aspectRatio).toBe(`${WORLD_WIDTH} / ${WORLD_HEIGHT}`);
  });
});
