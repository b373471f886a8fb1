import { useNavigate, useParams } from 'react-router';
import { useItemPage, type ItemPageApi } from '../../../../hooks/use-item-page.ts';
import {
  useCheckPracticePlanAccessQuery,
  useCreatePracticePlanMutation,
  useDeletePracticePlanMutation,
  useGetPracticePlanQuery,
  useSetPracticePlanFavoriteMutation,
  type PracticePlanItem,
} from '../../api/practice-plans-api.ts';
import { usePracticePlansT } from '../../i18n.ts';
import { planLookup } from '../../plan-references.ts';
import { describePlanError } from '../plan-errors.ts';
import { copyName, templateOf } from './template-copy.ts';
import { newUuid } from '../../../../lib/new-uuid.ts';

// After a delete the page goes back to the list.
const PLAN_PAGE: ItemPageApi<PracticePlanItem> = {
  listPath: '/practice-plans',
  useAccessQuery: useCheckPracticePlanAccessQuery,
  useItemQuery: useGetPracticePlanQuery,
};

/**
 * The plan of the address, what the user may do with it, and the page's calls: favorite,
 * duplicate as a template (which opens the copy in the planner) and delete.
 */
export function usePlanPage() {
  const t = usePracticePlansT();
  const navigate = useNavigate();
  const { planId = '' } = useParams();
  const page = useItemPage(planId, PLAN_PAGE);
  const { data: plan, error, isLoading, refetch } = page.item;
  const [setFavorite, favoriteState] = useSetPracticePlanFavoriteMutation();
  const [createPlan, copyState] = useCreatePracticePlanMutation();
  const [deletePlan, deleteState] = useDeletePracticePlanMutation();

  const duplicate = async () => {
    if (!plan) return;
    const lookup = planLookup(plan);
    const template = templateOf(plan, lookup.isUnavailable, t('common.unavailable'), () =>
      newUuid(),
    );
    const name = copyName(plan.name, (base) => t('actions.copyName', { name: base }));
    try {
      const copy = await createPlan({ ...template, name }).unwrap();
      // The planner says that this is the copy.
      await navigate(`/practice-plans/${copy._id}/update`, { state: { copied: true } });
    } catch {
      // Shown from the mutation's error.
    }
  };

  const text = (failure: unknown, forbidden?: 'delete.forbidden') => {
    const described = describePlanError(failure, forbidden ? { 403: forbidden } : {});
    return t(described.key, described.values);
  };

  return {
    plan,
    loading: isLoading || (page.deleting && !plan),
    loadError: error,
    refetch,
    loggedIn: page.loggedIn,
    canEdit: page.canEdit,
    canManage: page.canManage,
    favorite: {
      busy: favoriteState.isLoading,
      set: (favorite: boolean) => plan && void setFavorite({ id: plan._id, favorite }),
    },
    copy: { busy: copyState.isLoading, make: () => void duplicate() },
    /** The delete button's state and calls, named as its props are. */
    remove: {
      busy: deleteState.isLoading,
      error: deleteState.error ? text(deleteState.error, 'delete.forbidden') : null,
      onConfirm: () => void page.deleteAndLeave(() => deletePlan(planId).unwrap()),
      onCancel: deleteState.reset,
    },
    /** A failed favorite or copy, shown under the header. */
    actionError: (() => {
      const failure = favoriteState.error ?? copyState.error;
      return failure ? text(failure) : null;
    })(),
  };
}

export type PlanPage = ReturnType<typeof usePlanPage>;
