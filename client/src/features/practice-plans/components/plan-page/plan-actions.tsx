import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionButton, MoreActionsMenu } from '../../../../components/more-actions-menu.tsx';
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
function CalendarAction(props: { plan: PracticePlanItem; onFailed: (failed: boolean) => void }) {
  const { plan, onFailed } = props;
  const t = usePracticePlansT();
  const format = usePlanFormat();
  const label = useActivityLabel(plan);
  const blocker = calendarBlocker(plan);

  const download = async () => {
    onFailed(false);
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
      onFailed(true);
    }
  };

  return (
    <ActionButton
      disabledReason={blocker && t(`actions.calendarBlocked.${blocker}`)}
      onClick={() => void download()}
    >
      {t('actions.calendar')}
    </ActionButton>
  );
}

/**
 * What to do with the plan besides changing it: run it, print it, book it, reuse it. On a phone
 * all but "At the pitch" go into a menu; each took a row of its own there.
 */
export function PlanActions({ plan, page }: { plan: PracticePlanItem; page: PlanPage }) {
  const t = usePracticePlansT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [calendarFailed, setCalendarFailed] = useState(false);
  const base = `/practice-plans/${plan._id}`;
  const more = (
    <>
      <ActionButton to={`${base}/print`}>{t('actions.print')}</ActionButton>
      <CalendarAction plan={plan} onFailed={setCalendarFailed} />
      {page.loggedIn && (
        <ActionButton loading={page.copy.busy} onClick={page.copy.make}>
          {t('actions.duplicate')}
        </ActionButton>
      )}
    </>
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="contained" component={RouterLink} to={`${base}/pitch`}>
        {t('actions.pitch')}
      </Button>
      {phone ? <MoreActionsMenu label={t('actions.more')}>{more}</MoreActionsMenu> : more}
      {calendarFailed && (
        <Alert severity="error" sx={{ flexBasis: '100%' }} onClose={() => setCalendarFailed(false)}>
          {t('actions.calendarFailed')}
        </Alert>
      )}
    </Stack>
  );
}
