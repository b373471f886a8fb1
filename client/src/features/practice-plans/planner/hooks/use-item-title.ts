import type { PlanItem } from '@courtside/domain';
import { useCallback } from 'react';
import { usePracticePlansT } from '../../i18n.ts';
import { usePlannerLabel } from '../planner-view.ts';

/** A plain-text name of an item for labels and announcements ("Two on one", "Break: Water"). */
export function useItemTitle(): (item: PlanItem) => string {
  const label = usePlannerLabel();
  const t = usePracticePlansT();
  return useCallback(
    (item: PlanItem) => {
      if (item.kind === 'parallel') {
        return `${t('common.kinds.parallel')}: ${item.groups.map((group) => group.label).join(', ')}`;
      }
      const { title } = label(item);
      if (item.kind === 'break' && item.note) return `${t('common.kinds.break')}: ${title}`;
      // A long free text is named by its start.
      return title.length > 60 ? `${title.slice(0, 57)}…` : title || t(`common.kinds.${item.kind}`);
    },
    [label, t],
  );
}
