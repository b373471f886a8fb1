import type { PlanItem } from '@courtside/domain';
import { useCallback } from 'react';
import { usePracticePlansT } from '../../i18n.ts';
import { usePlannerT } from '../i18n.ts';
import { usePlannerLabel } from '../planner-view.ts';

const TITLE_MAX = 60;

/** A long text is named by its start: a note or a break's reason may run to hundreds of letters. */
const shortened = (text: string) =>
  text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 3)}…` : text;

/** A plain-text name of an item for labels and announcements ("Two on one", "Break: Water"). */
export function useItemTitle(): (item: PlanItem) => string {
  const label = usePlannerLabel();
  const t = usePracticePlansT();
  const tPlanner = usePlannerT();
  return useCallback(
    (item: PlanItem) => {
      if (item.kind === 'parallel') {
        const names = item.groups.map((group) => group.label.trim() || tPlanner('groups.unnamed'));
        return `${t('common.kinds.parallel')}: ${shortened(names.join(', '))}`;
      }
      const title = shortened(label(item).title);
      if (item.kind === 'break' && item.note) return `${t('common.kinds.break')}: ${title}`;
      return title || t(`common.kinds.${item.kind}`);
    },
    [label, t, tPlanner],
  );
}
