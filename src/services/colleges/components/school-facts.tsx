import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import type { School } from '../api/schemas.ts';
import { DEGREE_NAMES, OWNERSHIP_NAMES, formatCents, formatCount, formatMoney, formatPercent } from '../lib/format-values.ts';
import { orMissing } from './missing.tsx';
import { NetPriceBands } from './net-price-bands.tsx';
import { WebsiteLink } from './website-link.tsx';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card title={title}>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-soft">{label}</dt>
            <dd className="text-right font-medium tabular-nums [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const named = (names: Record<number, string>, value: number | null) => orMissing(value === null ? null : (names[value] ?? null));

export function SchoolFacts({ school }: { school: School }) {
  const place = [school['school.city'], school['school.state'], school['school.zip']].filter(Boolean).join(', ');
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Facts
        title="The school"
        rows={[
          ['Location', orMissing(place || null)],
          ['Ownership', named(OWNERSHIP_NAMES, school['school.ownership'])],
          ['Mostly awards', named(DEGREE_NAMES, school['school.degrees_awarded.predominant'])],
          ['Undergraduates', orMissing(formatCount(school['latest.student.size']))],
          ['Website', <WebsiteLink key="web" url={school['school.school_url']} />],
          ['Net price calculator', <WebsiteLink key="calc" url={school['school.price_calculator_url']} />],
        ]}
      />
      <Facts
        title="Admissions and cost"
        rows={[
          ['Admission rate', orMissing(formatPercent(school['latest.admissions.admission_rate.overall']))],
          ['Average SAT', orMissing(formatCount(school['latest.admissions.sat_scores.average.overall']))],
          ['In-state tuition', orMissing(formatMoney(school['latest.cost.tuition.in_state']))],
          ['Out-of-state tuition', orMissing(formatMoney(school['latest.cost.tuition.out_of_state']))],
          ['Average net price', orMissing(formatMoney(school['latest.cost.avg_net_price.overall']))],
        ]}
      />
      <Facts
        title="Outcomes"
        rows={[
          ['Graduation rate', orMissing(formatPercent(school['latest.completion.consumer_rate']))],
          ['Retention (full-time, first year)', orMissing(formatPercent(school['latest.student.retention_rate.four_year.full_time']))],
          ['Median debt at graduation', orMissing(formatMoney(school['latest.aid.median_debt.completers.overall']))],
          ['Monthly loan payment (10 years)', orMissing(formatCents(school['latest.aid.median_debt.completers.monthly_payments']))],
          ['Median earnings, 6 years after entry', orMissing(formatMoney(school['latest.earnings.6_yrs_after_entry.median']))],
          ['Median earnings, 10 years after entry', orMissing(formatMoney(school['latest.earnings.10_yrs_after_entry.median']))],
        ]}
      />
      <Card title="Net price by family income" className="md:col-span-3">
        <NetPriceBands school={school} />
      </Card>
    </div>
  );
}
