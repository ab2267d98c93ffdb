import { useNavigate } from 'react-router';
import { colleges as collegesService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { CollegesErrorAdvice } from './components/colleges-error-advice.tsx';
import { CompareProgram } from './components/compare-program.tsx';
import { CompareTable } from './components/compare-table.tsx';
import { CompareTray } from './components/compare-tray.tsx';
import { IdProblems } from './components/compare-notices.tsx';
import { compareHref, compareUrl, describeMissing, MAX_COMPARE, parseCompareIds } from './lib/compare-ids.ts';
import { COMPARE_GROUPS, programGroup } from './lib/compare-measures.ts';
import { programLabel } from './lib/programs.ts';
import { useFillTray } from './hooks/use-fill-tray.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { usePageParams } from '../../shared/hooks/url-state/use-page-params.ts';
import { useComparison } from './hooks/use-schools.ts';

export default function CollegesCompareRoute() {
  const { values, params } = usePageParams(compareUrl);
  const navigate = useNavigate();
  // What the ids field dropped, to name it.
  const parsed = parseCompareIds(params.get('ids'));
  const { ids, program } = values;
  const requestedProgram = params.get('program') ?? '';
  const query = useComparison(ids, { withPrograms: program !== '', fromLarger: true });
  // Written by hand so the commas stay readable in a shared link.
  const setIds = (next: number[]) => void navigate(compareHref(next, program), compareUrl.entryFor({ ids: next }, false));
  const setProgram = (next: string) => void navigate(compareHref(ids, next), { ...compareUrl.entryFor({ program: next }, false), preventScrollReset: true });
  // A shared link's schools join this browser's tray, so the comparison can be continued from any page.
  const trayNote = useFillTray(query.data, ids.join(','));
  const groups = program ? [COMPARE_GROUPS[0]!, programGroup(program, programLabel(program) ?? program), ...COMPARE_GROUPS.slice(1)] : COMPARE_GROUPS;

  return (
    <>
      <BackToListLink list="/colleges" />
      <PageHeader title="Compare colleges" provider={collegesService.provider} />
      <div className="space-y-4">
        <CompareTray />
        {trayNote && <p className="text-sm">{trayNote}</p>}
        <IdProblems parsed={parsed} onFix={() => setIds(ids)} />
        {requestedProgram && !program && (
          <p
            role="note"
            className="text-sm"
          >{`“${requestedProgram.slice(0, 20)}” is not a field of study this page knows (a 4-digit CIP code such as 1107), so none is compared.`}</p>
        )}
        {ids.length === 0 ? (
          <p className="text-sm">
            {`No schools to compare yet. Tick the box beside up to ${MAX_COMPARE} school names in the list, or “Add to compare” on a school’s page, then open the comparison from the tray.`}
          </p>
        ) : (
          <>
            <CompareProgram program={program} onChange={setProgram} />
            <QueryView query={query} advice={<CollegesErrorAdvice error={query.error} />}>
              {(schools) => {
                const found = new Set(schools.map((school) => school.id));
                const missing = describeMissing(ids, found);
                const ordered = ids.flatMap((id) => schools.filter((school) => school.id === id));
                return (
                  <section aria-label="Comparison" className="space-y-3">
                    <p role="status" className="text-sm font-medium">
                      {missing || `${countOf(ordered.length, 'school')} side by side, from 1 request to the College Scorecard.`}
                    </p>
                    {missing && (
                      <p className="text-sm text-soft">
                        A UNITID the Scorecard does not know is left out; the rest were fetched in 1 request.{' '}
                        <button type="button" className="font-medium text-accent-strong underline" onClick={() => setIds(ids.filter((id) => found.has(id)))}>
                          Remove the unknown ids from the link
                        </button>
                      </p>
                    )}
                    {ordered.length > 0 && (
                      // Ids the Scorecard did not return stay in the link (after the others) until removed on purpose.
                      <CompareTable schools={ordered} groups={groups} onReorder={(next) => setIds([...next, ...ids.filter((id) => !found.has(id))])} />
                    )}
                  </section>
                );
              }}
            </QueryView>
          </>
        )}
        <RequestInspector services={['colleges']} />
      </div>
    </>
  );
}
