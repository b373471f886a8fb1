import { ShareDialog } from '../../../../components/share-dialog.tsx';
import { useShareCalls, type ShareApi } from '../../../../hooks/use-share-calls.ts';
import {
  useGetPracticePlanAccessQuery,
  useRemovePracticePlanAccessMutation,
  useSetPracticePlanAccessMutation,
  useSharePracticePlanMutation,
} from '../../api/practice-plans-api.ts';
import { usePracticePlansT } from '../../i18n.ts';
import { describePlanError } from '../plan-errors.ts';

const PLAN_ACCESS: ShareApi = {
  useAccessQuery: useGetPracticePlanAccessQuery,
  useShareMutation: useSharePracticePlanMutation,
  useSetAccessMutation: useSetPracticePlanAccessMutation,
  useRemoveAccessMutation: useRemovePracticePlanAccessMutation,
};

/** The share dialog with view and edit grants, bound to one plan's access calls. */
export function PlanShareDialog(props: { planId: string; open: boolean; onClose: () => void }) {
  const t = usePracticePlansT();
  const calls = useShareCalls(PLAN_ACCESS, props.planId, props.open);
  const describe = (error: unknown, statusKeys: Parameters<typeof describePlanError>[1]) => {
    const { key, values } = describePlanError(error, statusKeys);
    return t(key, values);
  };
  return (
    <ShareDialog
      open={props.open}
      onClose={props.onClose}
      t={t}
      {...calls}
      describeError={describe}
    />
  );
}
