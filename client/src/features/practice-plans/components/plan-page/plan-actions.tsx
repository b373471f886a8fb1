import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PracticePlanItem } from '../../api/practice-plans-api.ts';
import {
  calendarBlocker,
  calendarFile,
  calendarFileName,
  downloadCalendarFile,
} from '../../calendar.ts';
import { usePracticePlansT } from '../../i18n.ts';
import { useActivityLabel } from '../../plan-references.ts';
import { usePlanFormat } from '../plan-format.ts';
import type { PlanPage } from './use-plan-page.ts';

/** "Add to calendar": the session as an .ics file, or why there is none yet. */
function CalendarButton({ plan }: { plan: PracticePlanItem }) {
  const t = usePracticePlansT();
  const format = usePlanFormat();
  const label = useActivityLabel(plan);
  const [failed, setFailed] = useState(false);
  const blocker = calendarBlocker(plan);

  const download = async () => {
    setFailed(false);
    try {
      const text = await calendarFile(plan, {
        url: new URL(`/practice-plans/${plan._id}`, window.location.origin).href,
        texts: {
          title: (activity) => label(activity).title,
          minutes: format.minutes,
          parallel: t('common.kinds.parallel'),
          breakWord: t('common.kinds.break'),
        },
      });
      downloadCalendarFile(text, calendarFileName(plan.name));
    } catch {
      setFailed(true);
    }
  };

  const button = (
    <Button variant="outlined" disabled={blocker !== null} onClick={() => void download()}>
      {t('actions.calendar')}
    </Button>
  );
  return (
    <>
      {blocker ? (
        // A disabled button takes no focus or pointer: the wrapper carries the reason for both.
        <Tooltip title={t(`actions.calendarBlocked.${blocker}`)} describeChild>
          <span tabIndex={0} style={{ display: 'inline-flex', borderRadius: 4 }}>
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {failed && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('actions.calendarFailed')}
        </Alert>
      )}
    </>
  );
}

/** What to do with the plan besides changing it: run it, print it, book it, reuse it. */
export function PlanActions({ plan, page }: { plan: PracticePlanItem; page: PlanPage }) {
  const t = usePracticePlansT();
  const base = `/practice-plans/${plan._id}`;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" component={RouterLink} to={`${base}/pitch`}>
        {t('actions.pitch')}
      </Button>
      <Button variant="outlined" component={RouterLink} to={`${base}/print`}>
        {t('actions.print')}
      </Button>
      <CalendarButton plan={plan} />
      {page.loggedIn && (
        <Button variant="outlined" loading={page.copy.busy} onClick={page.copy.make}>
          {t('actions.duplicate')}
        </Button>
      )}
    </Stack>
  );
}
