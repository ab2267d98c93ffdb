import { z } from '../../../shared/lib/zod.ts';

/**
 * One entry of `latest.programs.cip_4_digit` (a field of study at one credential level), read
 * from the paths the Field of Study data dictionary names; see docs/upstreams.md. The API sends
 * a privacy-suppressed or unreported figure as null and does not say which, so both read as null.
 */
export const PROGRAM_PATHS = {
  code: 'code',
  title: 'title',
  credentialLevel: 'credential.level',
  credentialTitle: 'credential.title',
  /** EARN_MDN_4YR: median earnings four years after completion. */
  earnings: 'earnings.4_yr.overall_median_earnings',
  /** DEBT_ALL_STGP_EVAL_MDN: median Stafford and Grad PLUS debt disbursed at this institution. */
  debt: 'debt.staff_grad_plus.all.eval_inst.median',
} as const;

/** CREDLEV in the data dictionary. */
export const CREDENTIAL_LEVELS: Record<number, string> = {
  1: 'Undergraduate certificate or diploma',
  2: "Associate's degree",
  3: "Bachelor's degree",
  4: 'Post-baccalaureate certificate',
  5: "Master's degree",
  6: 'Doctoral degree',
  7: 'First professional degree',
  8: 'Graduate or professional certificate',
};

export interface Program {
  /** 4-digit CIP code, leading zero kept ("0901"). */
  code: string;
  title: string;
  credentialLevel: number | null;
  credential: string;
  earnings: number | null;
  debt: number | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a dotted path from a nested entry, or the same dotted key from a flat one. */
function at(entry: Record<string, unknown>, path: string): unknown {
  if (path in entry) return entry[path];
  let value: unknown = entry;
  for (const part of path.split('.')) value = isPlainObject(value) ? value[part] : undefined;
  return value;
}

const number = (value: unknown) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

function cipCode(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace('.', '') : '';
  return /^\d{1,4}$/.test(text) ? text.padStart(4, '0') : null;
}

/** "Computer Science." as the data files spell titles: the closing period is dropped. */
const cleanTitle = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\.$/, '') : '');

function readProgram(entry: Record<string, unknown>): Program | null {
  const code = cipCode(at(entry, PROGRAM_PATHS.code));
  if (!code) return null;
  const level = number(at(entry, PROGRAM_PATHS.credentialLevel));
  const credentialTitle = at(entry, PROGRAM_PATHS.credentialTitle);
  return {
    code,
    title: cleanTitle(at(entry, PROGRAM_PATHS.title)) || `Field of study ${code}`,
    credentialLevel: level,
    credential:
      (level !== null ? CREDENTIAL_LEVELS[level] : undefined) ??
      (typeof credentialTitle === 'string' && credentialTitle.trim() ? credentialTitle.trim() : 'Credential not stated'),
    earnings: number(at(entry, PROGRAM_PATHS.earnings)),
    debt: number(at(entry, PROGRAM_PATHS.debt)),
  };
}

/** The programs array, or null when the school's reply has none; entries without a CIP code are left out. */
export const programsField = z.pipe(
  z.unknown(),
  z.transform((value): Program[] | null => {
    if (!Array.isArray(value)) return null;
    return value.filter(isPlainObject).flatMap((entry) => readProgram(entry) ?? []);
  }),
);
