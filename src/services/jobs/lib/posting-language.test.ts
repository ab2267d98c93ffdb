import { describe, expect, it, vi } from 'vitest';
import { DETECTOR_NEEDED, inLanguageGroup, postingLanguage, readLanguageChoice } from './posting-language.ts';

const rated = (...pairs: [string, number][]) => vi.fn(() => pairs.map(([lang, accuracy]) => ({ lang, accuracy })));

describe('postingLanguage', () => {
  it('calls a text of fewer than eight different words unclear without asking the detector', () => {
    const detect = rated(['en', 0.9]);
    expect(postingLanguage('Senior PHP Developer (m/w/d). PHP, Symfony, PHP, MySQL.', detect)).toBeUndefined();
    expect(detect).not.toHaveBeenCalled();
  });

  it('counts a word once whatever its case, and a one-letter word or a gender marker not at all', () => {
    const detect = rated(['nl', 0.9]);
    const sevenWords = 'Lead Go Engineer (m/w/d): GO, Kafka, go, Kubernetes, Postgres, Redis, C';
    expect(postingLanguage(sevenWords, detect)).toBeUndefined();
    expect(detect).not.toHaveBeenCalled();
    expect(postingLanguage(`${sevenWords}, Terraform`, detect)).toBe('nl');
    expect(detect).toHaveBeenCalledOnce();
  });

  it('tells English from German by their little words when one clearly outnumbers the other', () => {
    const detect = rated(['pl', 0.6], ['en', 0.2]);
    expect(postingLanguage('You write C and C++ for our medical devices. English is our daily language; German at B1 would be an asset.', detect)).toBe('en');
    expect(postingLanguage('Du entwickelst mit uns eine Plattform für Energieversorger und bist Teil von einem kleinen Team.', detect)).toBe('de');
    expect(detect).not.toHaveBeenCalled();
  });

  it('takes the detector’s answer when it rates one language well ahead, and calls a close call unclear', () => {
    const french = 'Nous recherchons un développeur passionné pour rejoindre notre équipe à Lyon.';
    expect(postingLanguage(french, rated(['fr', 0.8], ['es', 0.05]))).toBe('fr');
    expect(postingLanguage(french, rated(['fr', 0.03], ['it', 0.025]))).toBeUndefined();
    expect(postingLanguage(french, rated())).toBeUndefined();
  });

  it('without a detector, tells what the words tell and says the detector is needed only for the rest', () => {
    expect(postingLanguage('Wir bieten dir ein Team, das mit dir wächst, und eine Stelle in Dresden oder remote.', undefined)).toBe('de');
    expect(postingLanguage('Are you the person we need? You will own the data platform of our shop in Vienna.', undefined)).toBe('en');
    expect(postingLanguage('Kotlin, Spring, Kafka (m/w/d)', undefined)).toBeUndefined();
    expect(postingLanguage('Buscamos una persona desarrolladora para nuestro equipo de pagos en Madrid.', undefined)).toBe(DETECTOR_NEEDED);
  });
});

describe('the "Written in" groups', () => {
  it('reads only en, de and other from the URL', () => {
    expect(['en', 'de', 'other', 'fr', '', null].map(readLanguageChoice)).toEqual(['en', 'de', 'other', undefined, undefined, undefined]);
  });

  it('puts an unclear language in no group, and every language but English and German under other', () => {
    expect(inLanguageGroup('en', 'en')).toBe(true);
    expect(inLanguageGroup('de', 'en')).toBe(false);
    expect(inLanguageGroup('fr', 'other')).toBe(true);
    expect(inLanguageGroup('de', 'other')).toBe(false);
    for (const choice of ['en', 'de', 'other'] as const) expect(inLanguageGroup(undefined, choice)).toBe(false);
  });
});
