/**
 * What a posting asks about German, read from its text in English and German: `required` (a stated
 * need, a level, "fluent", "verhandlungssicher", "in Wort und Schrift", or German named among the
 * skills with nothing softer), `plus` (an advantage, nice to have, preferred), `none` (no German
 * skill mentioned, or said not to be needed). `phrase` is the words that decided it, as written.
 */
export type GermanNeed = 'required' | 'plus' | 'none';

export interface GermanRequirement {
  need: GermanNeed;
  phrase?: string;
}

/**
 * Where German is named as a language. "German" followed by a word such as "market" or "customers"
 * names a place or people, not a skill; "German and Dutch carriers" is read up to its noun.
 */
const MENTION =
  /\b[Gg]erman(?:[- ]speak(?:ing|er))?\b(?:\s*(?:,|and|or|&)\s+[A-Z][a-z]+){0,2}|\b(?:[Dd]eutsch- und \p{L}+|[Dd]eutsch(?:kenntnisse[n]?|sprachkenntnisse[n]?|sprachig(?:e[nrs]?)?)?\b)|\b[Dd]eutsche[nr]? [Ss]prache\b|\bGERMAN\b|\bDEUTSCH\b/gu;

const NOT_A_SKILL =
  /^(?:\s+(?:market|markets|customers?|clients?|users?|compan(?:y|ies)|enterprises?|universit(?:y|ies)|law|lawyers?|tax|entities|ministr(?:y|ies)|savings|banks?|carriers?|authorit(?:y|ies)|office|offices|subsidiar(?:y|ies)|headquarters|government|public|region|regions|countries|area|world|speaking|engineering|start-?ups?|mittelstand|citizens?|residence|approbation|data|lessons?|classes|class|courses?|corporate|federal|state|industry|manufacturers?|partners?|cities|city|economy|(?:[a-z]+ )?(?:bodies|institutions))\b|raum\b|e[nr]? (?:raum|markt|kunden|länder)\b)/iu;

const SKILL_NOUN_CASE = /^deutschsprachig/i;

/** Softer words: German helps but is not needed. */
const PLUS =
  /\b(?:a (?:big |strong |huge )?plus|plus|advantage(?:ous)?|bonus|nice[- ]to[- ]have|good[- ]to[- ]have|beneficial|desirable|preferred|preferable|(?:an )?asset|helpful|welcome|ideally|would be great|would help|helps|in your favou?r|would love|optional|von vorteil|vorteil\w*|wünschenswert|ein plus|gerne? gesehen|hilfreich|willkommen|idealerweise|wäre schön|freuen wir uns)\b/giu;

/** Words that say German is not needed. */
const NOT_NEEDED =
  /\b(?:(?:no|zero) german|not (?:\w+ )?(?:required|needed|necessary|mandatory|expected|a requirement|a must)|(?:do|does|did)(?: not|n't) (?:need|require)|without german|no need|keine?(?: \w+)? deutsch\w*|nicht (?:\w+ )?(?:erforderlich|notwendig|nötig|zwingend|vorausgesetzt|voraussetzung)|keine voraussetzung|brauch\w* (?:\w+ )?nicht|ohne deutsch\w*)\b/giu;

/** Words that make German a need: a level, fluency, a must. */
const REQUIRED =
  /\b(?:business[- ]fluent|full professional|fluen(?:t|cy|tly)|native(?:[- ]level)?|mother tongue|proficien(?:t|cy)|excellent|very good|strong|good command|good|required|requires?|must|mandatory|essential|necessary|needs?|needed|expected|expect|at least|minimum|min\.|confident(?:ly)?|perfect|working language|fließend\w*|verhandlungssicher\w*|sehr gute?\w*|gute?[nrs]?|in wort und schrift|muttersprach\w*|stilsicher\w*|sicher\w*|erforderlich|voraussetzung|vorausgesetzt|voraus|zwingend|pflicht|exzellent\w*|ausgezeichnet\w*|hervorragend\w*|fundiert\w*|perfekt\w*|mindestens|mind\.|beherrsch\w*|muss|erwarten|niveau|[abc][12]\+?)(?![\p{L}])/giu;

/** Another language named in a part of a sentence: the words around it are about that language. */
const OTHER_LANGUAGE =
  /\b(?:english|englisch\w*|french|französisch\w*|spanish|spanisch\w*|polish|polnisch\w*|dutch|italian|italienisch\w*|rumänisch\w*|other languages|weitere sprachen)\b/iu;

const CLAUSE_END = /(?<=[.!?])\s+|\n|;|•|·/u;
const PART_END = /,|\s[–-]\s|\baber\b|\bbut\b/u;

interface Match {
  start: number;
  end: number;
}

function matchesIn(pattern: RegExp, text: string): Match[] {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/**
 * "a German insurer", "for German dialects": after an article or a preposition and before a noun,
 * "German" describes the noun. The words that keep it a language follow it here.
 */
const AFTER_ARTICLE = /\b(?:a|an|the|our|your|their|its|for|of|with|by|from)\s+$/iu;
const LANGUAGE_FOLLOWER =
  /^\s+(?:is|are|was|were|would|will|at|on|in|to|as|and|or|skills?|language|languages|speakers?|speaking|proficiency|level|knowledge|certificate|fluency|fluently|like|required|preferred|must|counts|makes|helps|welcome|also|both|not|with|for|[abc][12])\b/iu;

function isLanguage(text: string, mention: Match): boolean {
  const word = text.slice(mention.start, mention.end);
  const after = text.slice(mention.end);
  if (SKILL_NOUN_CASE.test(word)) return !/^e[nr]? (?:raum|markt|kunden|länder)\b|^ raum\b/i.test(after);
  if (NOT_A_SKILL.test(after)) return false;
  const describesNoun = /^german/i.test(word) && /^\s+[a-z]/.test(after) && !LANGUAGE_FOLLOWER.test(after);
  return !(describesNoun && AFTER_ARTICLE.test(text.slice(0, mention.start)));
}

function mentionsIn(text: string): Match[] {
  return matchesIn(MENTION, text).filter((mention) => isLanguage(text, mention));
}

/** Parts of a clause, split at commas and "but"/"aber", with their place in the clause. */
function partsOf(clause: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let offset = 0;
  let rest = clause;
  for (let found = PART_END.exec(rest); found; found = PART_END.exec(rest)) {
    parts.push({ text: rest.slice(0, found.index), offset });
    offset += found.index + found[0].length;
    rest = rest.slice(found.index + found[0].length);
  }
  parts.push({ text: rest, offset });
  return parts;
}

/** What may follow the deciding words and belongs to them: a level, "Niveau", "in Wort und Schrift". */
const TRAILING = [
  /^\s*\([^()]{1,24}\)/u,
  /^[\s-]*(?:niveau|level)(?![\p{L}])/iu,
  /^\s+(?:auf|at|on)\s+(?:dem\s+|a\s+|an\s+)?(?:niveau\s+|level\s+)?[abc][12]\+?(?![\p{L}])/iu,
  /^\s+in wort und schrift/iu,
  /^\s+[abc][12]\+?(?![\p{L}])/iu,
  /^\s+(?:language\s+)?(?:skills|proficiency)\b/iu,
];
/** What may come before and belongs to them: "Grundkenntnisse in", "knowledge of". */
const LEADING = /(?:\p{L}*kenntnisse|knowledge|skills|command)\s+(?:in|of|der)\s+$/iu;
const MAX_PHRASE = 90;

function extendEnd(clause: string, end: number): number {
  for (let grown = true; grown;) {
    grown = false;
    for (const pattern of TRAILING) {
      const found = pattern.exec(clause.slice(end));
      if (found) {
        end += found[0].length;
        grown = true;
      }
    }
  }
  // A phrase that opens a bracket closes it.
  const opened = clause.slice(0, end).lastIndexOf('(');
  if (opened > clause.slice(0, end).lastIndexOf(')')) {
    const closed = clause.indexOf(')', end);
    if (closed !== -1 && closed - end < 24) end = closed + 1;
  }
  return end;
}

/** Up to `count` words before `at` (backward) or after it. */
function wordsAround(clause: string, at: number, count: number, direction: -1 | 1): number {
  const pattern = direction === -1 ? new RegExp(`(?:\\S+\\s+){0,${count}}$`, 'u') : new RegExp(`^(?:\\s+\\S+){0,${count}}`, 'u');
  const found = pattern.exec(direction === -1 ? clause.slice(0, at) : clause.slice(at));
  return direction === -1 ? at - (found?.[0].length ?? 0) : at + (found?.[0].length ?? 0);
}

/** The words from the deciding marker to the mention (or the reverse), with what belongs to them. */
function phraseOf(clause: string, mention: Match, marker: Match | undefined): string {
  let start = marker ? Math.min(marker.start, mention.start) : wordsAround(clause, mention.start, 2, -1);
  const end = extendEnd(clause, marker ? Math.max(marker.end, mention.end) : wordsAround(clause, mention.end, 1, 1));
  const leading = LEADING.exec(clause.slice(0, start));
  if (leading) start -= leading[0].length;
  let phrase = clause.slice(start, end).trim();
  if (phrase.length > MAX_PHRASE) phrase = `${phrase.slice(0, MAX_PHRASE - 1).trimEnd()}…`;
  return phrase.replace(/^[\s,:;–-]+|[\s,:;–-]+$/gu, '');
}

const nearest = (markers: Match[], mention: Match): Match | undefined =>
  markers.reduce<Match | undefined>((best, marker) => {
    const distance = (m: Match) => Math.max(0, m.start - mention.end, mention.start - m.end);
    return best === undefined || distance(marker) < distance(best) ? marker : best;
  }, undefined);

interface Found {
  need: GermanNeed;
  phrase: string;
  /** Decided by German named among the skills with no word about it. */
  bare?: boolean;
}

/** What one clause says about German: the part naming it decides; a bare part borrows its clause's words. */
function readClause(clause: string): Found | undefined {
  const mentions = mentionsIn(clause);
  if (!mentions.length) return undefined;
  const parts = partsOf(clause);
  const verdicts: Found[] = [];
  for (const mention of mentions) {
    const part = parts.findLast((candidate) => candidate.offset <= mention.start) ?? parts[0]!;
    const inPart = (pattern: RegExp) => matchesIn(pattern, part.text).map((m) => ({ start: m.start + part.offset, end: m.end + part.offset }));
    // Words in other parts count unless those parts are about another language.
    const elsewhere = (pattern: RegExp) =>
      parts
        .filter((other) => other !== part && !OTHER_LANGUAGE.test(other.text) && !mentionsIn(other.text).length)
        .flatMap((other) => matchesIn(pattern, other.text).map((m) => ({ start: m.start + other.offset, end: m.end + other.offset })));
    const decide = (scope: (pattern: RegExp) => Match[]): Found | undefined => {
      for (const [need, pattern] of [
        ['plus', PLUS],
        ['none', NOT_NEEDED],
        ['required', REQUIRED],
      ] as const) {
        const markers = scope(pattern);
        if (markers.length) return { need, phrase: phraseOf(clause, mention, nearest(markers, mention)) };
      }
      return undefined;
    };
    verdicts.push(decide(inPart) ?? decide(elsewhere) ?? { need: 'required', phrase: phraseOf(clause, mention, undefined), bare: true });
  }
  return strongest(verdicts);
}

const RANK: Record<GermanNeed, number> = { required: 3, plus: 2, none: 1 };

const strongest = (verdicts: Found[]): Found | undefined =>
  verdicts.reduce<Found | undefined>(
    (best, verdict) =>
      best === undefined || RANK[verdict.need] > RANK[best.need] || (RANK[verdict.need] === RANK[best.need] && best.bare && !verdict.bare) ? verdict : best,
    undefined,
  );

/**
 * Reads every clause of the text (see postingText) and keeps the strongest statement: a need
 * anywhere outweighs a plus, a plus outweighs "not needed". With no statement, `none` and no phrase.
 */
export function germanRequirement(text: string): GermanRequirement {
  const found = strongest(text.split(CLAUSE_END).flatMap((clause) => readClause(clause) ?? []));
  return found ? { need: found.need, phrase: found.phrase } : { need: 'none' };
}
