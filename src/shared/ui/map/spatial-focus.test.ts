import { describe, expect, it } from 'vitest';
import { nextPointIndex } from './spatial-focus.ts';

//   0 (0,0)        1 (10,0)
//        2 (5,5)
//   3 (0,10)       4 (10,10)   5 (10,10)
const points = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 5, y: 5 },
  { x: 0, y: 10 },
  { x: 10, y: 10 },
  { x: 10, y: 10 },
];

describe('nextPointIndex', () => {
  it('moves to the nearest mark in the arrow’s direction', () => {
    expect(nextPointIndex(points, 0, 'ArrowRight')).toBe(1);
    expect(nextPointIndex(points, 0, 'ArrowDown')).toBe(3);
    expect(nextPointIndex(points, 2, 'ArrowUp')).toBe(0);
    expect(nextPointIndex(points, 4, 'ArrowLeft')).toBe(3);
  });

  it('stays put at the edge, and steps through marks at one spot in list order', () => {
    expect(nextPointIndex(points, 1, 'ArrowRight')).toBeUndefined();
    expect(nextPointIndex(points, 4, 'ArrowRight')).toBe(5);
    expect(nextPointIndex(points, 5, 'ArrowLeft')).toBe(4);
  });

  it('goes to the ends with Home and End and ignores other keys', () => {
    expect(nextPointIndex(points, 3, 'Home')).toBe(0);
    expect(nextPointIndex(points, 0, 'End')).toBe(5);
    expect(nextPointIndex(points, 0, 'a')).toBeUndefined();
    expect(nextPointIndex([], 0, 'Home')).toBeUndefined();
  });
});
