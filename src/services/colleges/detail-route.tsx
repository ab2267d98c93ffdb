import { Fragment } from 'react';
import { useParams } from 'react-router';
import { colleges as collegesService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { parseSchoolId } from './api/schools.ts';
import { CollegesErrorAdvice } from './components/colleges-error-advice.tsx';
import { CompareToggle } from './components/compare-toggle.tsx';
import { CompareTray } from './components/compare-tray.tsx';
import { SchoolFacts } from './components/school-facts.tsx';
import { FieldsOfStudy } from './components/fields-of-study.tsx';
import { Locator } from './components/locator.tsx';
import { useSchool } from './hooks/use-schools.ts';

export default function CollegesDetailRoute() {
  const { id = '' } = useParams();
  const validId = parseSchoolId(id);
  const query = useSchool(validId);
  const title = query.data ? query.data['school.name'] : `${collegesService.title}: school ${id}`;

  return (
    <>
      <BackToListLink list="/colleges" />
      {/* Mounted anew once the school is known: the page then appears whole, instead of the
          school's name pushing everything below it down (a layout shift). */}
      <Fragment key={query.data ? 'found' : 'looking'}>
        <PageHeader title={title} provider={collegesService.provider} />
        <div className="mb-4">
          <CompareTray />
        </div>
        {validId === undefined ? (
          <p role="alert">“{id}” is not a Scorecard school id (a UNITID is a number such as 228778).</p>
        ) : (
          <QueryView query={query} advice={<CollegesErrorAdvice error={query.error} />}>
            {(school) =>
              school ? (
                <div className="space-y-4">
                  <CompareToggle id={school.id} name={school['school.name']} visibleLabel />
                  <SchoolFacts school={school} />
                  <Locator school={school} />
                  <FieldsOfStudy programs={school['latest.programs.cip_4_digit']} />
                </div>
              ) : (
                <p role="status">The College Scorecard has no school with id {validId}.</p>
              )
            }
          </QueryView>
        )}
        <div className="mt-4">
          <RequestInspector services={['colleges']} />
        </div>
      </Fragment>
    </>
  );
}
