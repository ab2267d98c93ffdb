import { foldText } from '../../../shared/lib/fold-text.ts';

export interface JobTypeGroup {
  /** The URL's `type=` value for the group. */
  id: string;
  label: string;
  /** Words (any language the board uses) that put a job type in the group. */
  words: readonly string[];
}

/**
 * The board's job types are free text in several languages; these groups gather what means the
 * same. A job type can fall in more than one group ("Full-time permanent, experienced" is not
 * one value, but "Vollzeit" and "Full time" are).
 */
export const JOB_TYPE_GROUPS: readonly JobTypeGroup[] = [
  { id: 'full-time', label: 'Full time', words: ['full time', 'fulltime', 'vollzeit', 'temps plein', 'tiempo completo', 'tempo pieno', 'voltijd', 'cdi'] },
  { id: 'part-time', label: 'Part time', words: ['part time', 'parttime', 'teilzeit', 'temps partiel', 'medio tiempo', 'tiempo parcial', 'deeltijd'] },
  { id: 'working-student', label: 'Working student', words: ['working student', 'werkstudent', 'werkstudentin', 'werkstudierende'] },
  { id: 'internship', label: 'Internship', words: ['internship', 'intern', 'praktikum', 'praktikant', 'stage', 'stagiaire', 'pflichtpraktikum'] },
  { id: 'apprenticeship', label: 'Apprenticeship', words: ['apprenticeship', 'ausbildung', 'azubi', 'duales studium', 'dual study', 'alternance', 'trainee'] },
  { id: 'freelance', label: 'Freelance or contract', words: ['freelance', 'freelancer', 'freiberuflich', 'contract', 'contractor', 'freie mitarbeit'] },
  { id: 'temporary', label: 'Temporary', words: ['temporary', 'befristet', 'fixed term', 'cdd', 'aushilfe'] },
  { id: 'mini-job', label: 'Mini job', words: ['minijob', 'mini job', 'geringfugig'] },
  { id: 'entry-level', label: 'Entry level', words: ['entry level', 'berufseinstieg', 'berufseinsteiger', 'junior', 'graduate', 'absolvent'] },
  { id: 'experienced', label: 'Experienced', words: ['experienced', 'berufserfahren', 'mid level', 'senior', 'professional', 'erfahren'] },
];

const words = (text: string) =>
  ` ${foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const GROUP_WORDS = JOB_TYPE_GROUPS.map((group) => ({ id: group.id, words: group.words.map(words) }));
const GROUP_BY_ID = new Map(JOB_TYPE_GROUPS.map((group) => [group.id, group]));

/** The ids of the groups a job type belongs to (none for a type no group knows). */
export function groupsOfType(jobType: string): string[] {
  const text = words(jobType);
  return GROUP_WORDS.filter((group) => group.words.some((word) => text.includes(word))).map((group) => group.id);
}

/** A type no group knows is kept under its own folded value, so it can still be chosen. */
export const ungroupedKey = (jobType: string) => `=${foldText(jobType)}`;

/** Every key a job's types answer to: their groups, and each ungrouped type itself. */
export function typeKeysOf(jobTypes: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const jobType of jobTypes) {
    const groups = groupsOfType(jobType);
    if (groups.length) for (const id of groups) keys.add(id);
    else keys.add(ungroupedKey(jobType));
  }
  return keys;
}

export interface TypeChoice {
  /** What a job's typeKeys must hold. */
  key: string;
  label: string;
  /** The group, when the value names one (an id, or an older link's raw type such as "Vollzeit"). */
  group?: JobTypeGroup;
}

/** Reads the URL's `type=`: a group id, a raw type that falls in a group (older links), or a raw type of its own. */
export function readTypeChoice(value: string): TypeChoice | undefined {
  if (!value.trim()) return undefined;
  const byId = GROUP_BY_ID.get(value);
  if (byId) return { key: byId.id, label: byId.label, group: byId };
  const [first] = groupsOfType(value);
  const group = first ? GROUP_BY_ID.get(first) : undefined;
  return group ? { key: group.id, label: group.label, group } : { key: ungroupedKey(value), label: value };
}
