import { describe, expect, it } from 'vitest';
import { services } from '../../services/registry.ts';
import { keptNote } from './kept-note.ts';

describe('keptNote', () => {
  it('names what each registered slice saves, in registry order', () => {
    expect(keptNote([{ saves: 'saved jobs and their notes' }, {}, { saves: 'price alerts' }])).toBe('Saved jobs and their notes and price alerts are kept.');
    expect(keptNote([{}])).toBe('');
    const note = keptNote(services);
    for (const service of services) if (service.saves) expect(note.toLowerCase()).toContain(service.saves.toLowerCase());
  });
});
