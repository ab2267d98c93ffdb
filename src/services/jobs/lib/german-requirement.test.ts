import { describe, expect, it } from 'vitest';
import { germanRequirement } from './german-requirement.ts';

describe('germanRequirement', () => {
  it.each([
    ['Du verfügst über fließende Deutschkenntnisse (C1).', 'required', 'fließende Deutschkenntnisse (C1)'],
    ['Sehr gute Deutschkenntnisse in Wort und Schrift.', 'required', 'Sehr gute Deutschkenntnisse in Wort und Schrift'],
    ['Verhandlungssichere Deutschkenntnisse setzen wir voraus.', 'required', 'Verhandlungssichere Deutschkenntnisse'],
    ['Requirements: business fluent German.', 'required', 'business fluent German'],
    ['German at C2 level and English.', 'required', 'German at C2 level'],
    ['You speak German and English.', 'required', 'You speak German and English'],
    ['German is a plus, English is a must.', 'plus', 'German is a plus'],
    ['Englisch fließend, Deutsch von Vorteil.', 'plus', 'Deutsch von Vorteil'],
    ['Deutschkenntnisse sind wünschenswert, aber keine Voraussetzung.', 'plus', 'Deutschkenntnisse sind wünschenswert'],
    ['No German required – we work in English.', 'none', 'No German'],
    ['Deutschkenntnisse sind nicht erforderlich.', 'none', 'Deutschkenntnisse sind nicht erforderlich'],
  ] as const)('%s → %s', (text, need, phrase) => {
    expect(germanRequirement(text)).toEqual({ need, phrase });
  });

  it('keeps the strongest statement of a text: a need outweighs a plus elsewhere', () => {
    expect(germanRequirement('German is a plus for the team.\nFor this role fluent German is required.').need).toBe('required');
    expect(germanRequirement('We do not require German.\nSome German is helpful.').need).toBe('plus');
  });

  it('reads German as a place, a people or a subject as no statement', () => {
    for (const text of [
      'We build software for German tax advisors.',
      'Our customers are German-speaking public bodies.',
      'We are a German scale-up in Berlin.',
      'Speech recognition for German dialects.',
      'We modernise a platform used by German and Dutch carriers.',
      'Free German classes for you and your family.',
      'Zuschuss zum Deutschlandticket und Arbeit im deutschsprachigen Raum.',
    ])
      expect(germanRequirement(text), text).toEqual({ need: 'none' });
  });

  it('says nothing about a text that names no language', () => {
    expect(germanRequirement('Senior Backend Engineer. You know Go and Kubernetes.')).toEqual({ need: 'none' });
    expect(germanRequirement('')).toEqual({ need: 'none' });
  });
});
