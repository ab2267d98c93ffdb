/**
 * Deterministic, realistic Arbeitnow-shaped jobs for the demo mocks, the tests and the e2e
 * contract server. Pure data: no DOM, no app imports, so the contract server can import it too.
 */
export interface RawJob {
  slug: string;
  company_name: string;
  title: string;
  description: string;
  remote: boolean;
  url: string;
  tags: string[];
  job_types: string[];
  location: string;
  created_at: number;
}

const TITLES = [
  'Senior Frontend Engineer (m/w/d)',
  'Werkstudent (m/w/d) Marketing &amp; Kommunikation',
  'Backend Developer Go / Kotlin',
  'Projektmanager Energiewirtschaft (m/w/d)',
  'Data Scientist – Forecasting &amp; Pricing',
  'Ausbildung zum Fachinformatiker f&uuml;r Anwendungsentwicklung',
  'Product Designer (all genders)',
  'Sachbearbeiter Buchhaltung (m/w/d) in Teilzeit',
  'DevOps Engineer – Kubernetes',
  'Pflegefachkraft (m/w/d) f&uuml;r die Intensivstation',
  'Customer Success Manager DACH',
  'Senior QA Engineer - Payments (All genders)',
  'Gesch&auml;ftsf&uuml;hrer-Assistenz (m/w/d)',
  'iOS Developer (Swift, SwiftUI)',
  'Vertriebsmitarbeiter Au&szlig;endienst (m/w/d)',
  'Machine Learning Engineer, NLP',
];
const COMPANIES = [
  'Distribusion Technologies',
  'M&uuml;ller &amp; S&ouml;hne GmbH',
  'Nordlicht Energie AG',
  'Helix Health',
  'Zalando SE',
  'Brandenburger Stadtwerke',
  'Kiezkaufhaus UG',
  'Quantum Freight',
  'Alpenblick Software',
  'Rheinland Pflege gGmbH',
];
const LOCATIONS = [
  'Berlin',
  'M&uuml;nchen',
  'Hamburg',
  'Potsdam',
  'K&ouml;ln',
  'Frankfurt am Main',
  'Berlin, Berlin, Germany',
  'Leipzig',
  'D&uuml;sseldorf',
  'Wien',
];
const TAGS = [
  'Engineering',
  "bachelor's degree",
  'Remote',
  'Marketing',
  'Finance',
  'Healthcare',
  'Sales',
  'Design',
  'Data',
  'Kubernetes',
  'TypeScript',
  'Energie',
  'Pflege',
  'Ausbildung',
  'Customer Success',
  'Python',
];
const JOB_TYPES = ['Full-time permanent', 'experienced', 'Working student', 'berufseinstieg', 'Part-time', 'Internship', 'mid-level'];

/** A small deterministic hash (murmur3's finaliser), so index n always yields the same job. */
function mix(n: number, salt: number): number {
  let h = Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], n: number, salt: number): T => list[mix(n, salt) % list.length] as T;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&([aou])uml;/g, '$1e')
    .replace(/&szlig;/g, 'ss')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Descriptions in the board's languages and with each thing a posting may say about German, by
 * index: 0 written in German, German required; 1 in English, German required; 2 in English, no
 * German needed; 3 mixed (a German opening, an English body), German a plus; 4 in German, German not
 * required; every 13th from 6 on in French.
 */
export const BODY_KINDS = ['de-required', 'en-required', 'en-none', 'mixed-plus', 'de-none'] as const;
export const bodyKindOf = (index: number) => (((index % 13) + 13) % 13 === 6 ? 'fr-none' : BODY_KINDS[((index % 5) + 5) % 5]!);

function postingBody(index: number, title: string, location: string, tags: string, slug: string): string {
  const more = `<p>Mehr &uuml;ber uns auf unserer <a href="https://example.com/karriere/${slug}">Karriereseite</a>.</p>`;
  switch (bodyKindOf(index)) {
    case 'de-required':
      return (
        `<p>Wir suchen zum n&auml;chstm&ouml;glichen Zeitpunkt eine/n <strong>${title}</strong> f&uuml;r unser Team in ${location}.</p>` +
        `<h2>Dein Profil</h2><ul><li>Du arbeitest gern mit ${tags} und bist neugierig.</li>` +
        `<li>Du verf&uuml;gst &uuml;ber flie&szlig;ende Deutschkenntnisse (C1) und gutes Englisch.</li></ul>${more}`
      );
    case 'en-required':
      return (
        `<p>We are looking for a <strong>${title}</strong> to join our team in ${location}.</p>` +
        `<h2>What you bring</h2><ul><li>You work with ${tags} every day.</li>` +
        `<li>Business fluent German and good English are a must: you talk to our customers every week.</li></ul>`
      );
    case 'en-none':
      return (
        `<p>Join our international team in ${location} as a <strong>${title}</strong>.</p>` +
        `<ul><li>You enjoy working with ${tags}.</li><li>Our working language is English, so no German is needed.</li></ul>` +
        `<p>We help with the visa and the move.</p>`
      );
    case 'mixed-plus':
      return (
        `<p>Wir suchen eine/n <strong>${title}</strong> in ${location}.</p>` +
        `<p>You will work with ${tags} in a team of twelve nationalities, and the office language is English. German is a plus, English is a must.</p>`
      );
    case 'de-none':
      return (
        `<p>F&uuml;r unser Team in ${location} suchen wir eine/n <strong>${title}</strong>.</p>` +
        `<ul><li>Du arbeitest mit ${tags} und bringst eigene Ideen ein.</li>` +
        `<li>Unser Team spricht Englisch, Deutschkenntnisse sind nicht erforderlich.</li></ul>${more}`
      );
    default:
      return (
        `<p>Nous recherchons un(e) <strong>${title}</strong> pour notre &eacute;quipe &agrave; ${location}.</p>` +
        `<p>Vous travaillez avec ${tags} et vous aimez apprendre de nouvelles choses au sein d&rsquo;une &eacute;quipe bienveillante.</p>`
      );
  }
}

export function sampleJob(index: number, anchorSeconds: number): RawJob {
  const title = pick(TITLES, index, 1);
  const company = pick(COMPANIES, index, 2);
  const location = pick(LOCATIONS, index, 3);
  const slug = `${slugify(title)}-${slugify(location)}-${175_000 + index}`;
  const tags = [...new Set([pick(TAGS, index, 4), pick(TAGS, index, 5), ...(index % 3 === 0 ? [pick(TAGS, index, 6)] : [])])];
  return {
    slug,
    company_name: company,
    title,
    description: postingBody(index, title, location, tags.join(', '), slug),
    remote: mix(index, 9) % 4 === 0,
    url: `https://www.arbeitnow.com/jobs/companies/${slugify(company)}/${slug}`,
    tags,
    job_types: [...new Set([pick(JOB_TYPES, index, 7), pick(JOB_TYPES, index, 8)])],
    location,
    created_at: anchorSeconds - index * 1_800,
  };
}

/** About one job in three offers visa sponsorship (the API filters on it server-side). */
export const sampleVisaSponsored = (index: number) => mix(index, 10) % 3 === 0;

export interface SamplePageOptions {
  page: number;
  total: number;
  perPage?: number;
  anchorSeconds: number;
  /** Absolute URL of the endpoint, for links.*; `tag` imitates the rotating featured term. */
  path: string;
  tag?: string;
  /** Replaces or adds jobs at given indexes (hostile or odd records). */
  special?: (index: number) => unknown;
  /** `visa_sponsorship=true`: only the visa-flagged jobs, paged on their own. */
  visaOnly?: boolean;
  /** Jobs posted since the anchor: they take the top of the feed and push the rest down. */
  fresh?: number;
  /** Each page after the first starts with the last job of the page before, as a live feed does when jobs arrive. */
  repeatAcrossPages?: boolean;
}

/** The job indexes of the whole feed, newest first (negative indexes are the fresh jobs). */
function feedIndexes(total: number, fresh: number, visaOnly: boolean): number[] {
  const indexes: number[] = [];
  for (let position = 0; position < total; position += 1) {
    const index = position - fresh;
    if (!visaOnly || sampleVisaSponsored(index)) indexes.push(index);
  }
  return indexes;
}

export function samplePage({
  page,
  total,
  perPage = 100,
  anchorSeconds,
  path,
  tag,
  special,
  visaOnly = false,
  fresh = 0,
  repeatAcrossPages = false,
}: SamplePageOptions) {
  const feed = feedIndexes(total, fresh, visaOnly);
  const from = Math.max(0, (page - 1) * perPage - (repeatAcrossPages && page > 1 ? 1 : 0));
  const to = Math.min(feed.length, (page - 1) * perPage + perPage);
  const data: unknown[] = [];
  for (let position = from; position < to; position += 1) {
    const index = feed[position] as number;
    data.push(special?.(index) ?? sampleJob(index, anchorSeconds));
  }
  const query = `${tag ? `tag=${encodeURIComponent(tag)}&` : ''}${visaOnly ? 'visa_sponsorship=true&' : ''}`;
  const link = (n: number) => `${path}?${query}page=${n}`;
  return {
    data,
    links: { first: link(1), last: null, prev: page > 1 ? link(page - 1) : null, next: to < feed.length ? link(page + 1) : null },
    meta: {
      current_page: page,
      from: data.length ? from + 1 : null,
      path,
      per_page: perPage,
      to: data.length ? to : null,
      terms: 'This is a free public API for jobs, please do not abuse. I would appreciate linking back to the site.',
      info: 'Jobs are updated every hour and order by the `created_at` timestamp.',
    },
  };
}
