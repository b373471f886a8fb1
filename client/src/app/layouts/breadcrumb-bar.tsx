import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { shellClass } from '../../lib/shell-styles.ts';
import type { Crumb } from './breadcrumbs.ts';
import { buildCrumbs, crumbLabelKeys } from './breadcrumbs.ts';
import { CrumbSkeleton } from './crumb-skeleton.tsx';
import { lazyExport } from '../../lib/load-chunk.ts';

// The name lookups (and the exercise and board API code) load only on routes that show a name.
const crumbNames = () => import('./crumb-names.tsx');
const ExerciseName = lazyExport(crumbNames, 'ExerciseName');
const BoardName = lazyExport(crumbNames, 'BoardName');
const BoardEditorMode = lazyExport(crumbNames, 'BoardEditorMode');
const PlanName = lazyExport(crumbNames, 'PlanName');

/** The crumbs that depend on an item (its name, what the user may do), and its id's parameter. */
const namedCrumbs = {
  exercise: { Name: ExerciseName, param: 'exerciseId' },
  tacticBoard: { Name: BoardName, param: 'tacticBoardId' },
  updateTacticBoard: { Name: BoardEditorMode, param: 'tacticBoardId' },
  practicePlan: { Name: PlanName, param: 'planId' },
} as const;
const isNamed = (type: Crumb['type']): type is keyof typeof namedCrumbs => type in namedCrumbs;

function CrumbLabel({
  crumb,
  sessionPending,
}: {
  crumb: Crumb;
  sessionPending: boolean;
}): ReactNode {
  const { t } = useTranslation();
  if (isNamed(crumb.type)) {
    // Looked up before the session is restored, a private item would be cached as not found.
    if (sessionPending) return <CrumbSkeleton />;
    const { Name, param } = namedCrumbs[crumb.type];
    return (
      <Suspense fallback={<CrumbSkeleton />}>
        <Name id={crumb.params[param]} />
      </Suspense>
    );
  }
  return t(crumbLabelKeys[crumb.type]);
}

/**
 * The breadcrumb bar (spec §2): earlier crumbs link to their path, the last is plain text.
 * `sessionPending` holds back the name lookups until the start-up session check is done.
 */
export function BreadcrumbBar({ sessionPending = false }: { sessionPending?: boolean }) {
  const { t } = useTranslation();
  const crumbs = buildCrumbs(useMatches());
  if (crumbs.length === 0) return null;

  return (
    <nav
      aria-label={t('breadcrumbs.label')}
      data-testid="breadcrumbs"
      className={shellClass.crumbs}
    >
      <ol className={shellClass.crumbList}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.pathname} className={shellClass.crumb}>
              {last ? (
                <span
                  aria-current="page"
                  data-crumb={crumb.type}
                  className={shellClass.crumbCurrent}
                >
                  <CrumbLabel crumb={crumb} sessionPending={sessionPending} />
                </span>
              ) : (
                <RouterLink
                  to={crumb.pathname}
                  data-crumb={crumb.type}
                  className={shellClass.crumbLink}
                >
                  <CrumbLabel crumb={crumb} sessionPending={sessionPending} />
                </RouterLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
