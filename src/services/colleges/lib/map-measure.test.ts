import { describe, expect, it } from 'vitest';
import { SEQUENTIAL } from '../../../shared/ui/map/palette.ts';
import { colourScale, measureForSort } from './map-measure.ts';
import { formatMoney } from './format-values.ts';

describe('measureForSort', () => {
  it('colours by the sorted figure, with its label and which way is better', () => {
    expect(measureForSort('latest.cost.tuition.in_state')).toMatchObject({ label: 'In-state tuition', better: 'low' });
    expect(measureForSort('latest.student.size')?.label).toBe('Students');
    expect(measureForSort('school.name')).toBeUndefined();
  });
});

describe('colourScale', () => {
  it('cuts five steps with about as many schools each, low to high, the legend in words', () => {
    const scale = colourScale([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, null], formatMoney);
    expect(scale.steps.map((step) => step.label)).toEqual(['$10 to under $30', '$30 to under $50', '$50 to under $70', '$70 to under $90', '$90 to $100']);
    expect(scale.colourOf(10)).toBe(SEQUENTIAL[0]);
    expect(scale.colourOf(95)).toBe(SEQUENTIAL[4]);
    expect(scale.colourOf(null)).toBeUndefined();
  });

  it('merges steps that share a boundary and keeps the ends of the ramp for two', () => {
    const scale = colourScale([5, 5, 5, 9], formatMoney);
    expect(scale.steps).toEqual([
      { colour: SEQUENTIAL[0], label: '$5 to under $9' },
      { colour: SEQUENTIAL[4], label: '$9' },
    ]);
    expect(colourScale([7, 7], formatMoney).steps).toEqual([{ colour: SEQUENTIAL[2], label: '$7' }]);
    expect(colourScale([null], formatMoney).steps).toEqual([]);
  });
});
