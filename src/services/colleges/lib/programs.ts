/** Common fields of study, by their 4-digit CIP 2020 code (`latest.programs.cip_4_digit.code`). */
export const PROGRAMS: readonly [code: string, label: string][] = [
  ['1107', 'Computer Science'],
  ['5202', 'Business Administration and Management'],
  ['5138', 'Registered Nursing'],
  ['4201', 'Psychology'],
  ['2601', 'Biology'],
  ['1419', 'Mechanical Engineering'],
  ['4506', 'Economics'],
  ['2301', 'English Language and Literature'],
  ['4301', 'Criminal Justice and Corrections'],
  ['0901', 'Communication and Media Studies'],
  ['1312', 'Teacher Education (grade levels)'],
  ['1204', 'Cosmetology'],
];

export const programLabel = (code: string) => PROGRAMS.find(([known]) => known === code)?.[1];
