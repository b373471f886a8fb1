import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { useRefreshMutation, useResetPasswordMutation } from '../../features/auth/api/auth-api.ts';
import { selectCurrentUser } from '../../features/auth/auth-slice.ts';
import { useEndSession } from '../../features/auth/hooks/use-end-session.ts';
import { useGetExercisesQuery } from '../../features/exercises/api/exercises-api.ts';
import { useGetPracticePlansQuery } from '../../features/practice-plans/api/practice-plans-api.ts';
import { useGetTacticBoardHeadersQuery } from '../../features/tacticboards/api/tacticboards-api.ts';
import { ProfilePage } from '../../features/users/components/profile-page.tsx';
import { listCards, useFavoriteCards } from './list-cards.tsx';
import { boardItems, exerciseItems, planItems } from './list-items.ts';

const LIST = { sortBy: 'name', sortOrder: 'asc', limit: 20 } as const;

function OwnLists() {
  const { t } = useTranslation();
  const ownExercises = useGetExercisesQuery({ ...LIST, flags: { mine: true } });
  const sharedExercises = useGetExercisesQuery({ ...LIST, flags: { shared: true } });
  const ownBoards = useGetTacticBoardHeadersQuery({ ...LIST, flags: { mine: true } });
  const sharedBoards = useGetTacticBoardHeadersQuery({ ...LIST, flags: { shared: true } });
  const ownPlans = useGetPracticePlansQuery({ ...LIST, flags: { mine: true } });
  const sharedPlans = useGetPracticePlansQuery({ ...LIST, flags: { shared: true } });
  const favorites = useFavoriteCards(LIST.limit);

  return listCards([
    {
      key: 'own-exercises',
      title: t('profile.lists.ownExercises'),
      query: ownExercises,
      items: exerciseItems(ownExercises.data),
      empty: t('dashboard.lists.noExercises'),
      action: { label: t('nav.addExercise'), to: '/exercises/add' },
    },
    {
      key: 'own-boards',
      title: t('profile.lists.ownBoards'),
      query: ownBoards,
      items: boardItems(ownBoards.data),
      empty: t('dashboard.lists.noBoards'),
      action: { label: t('dashboard.actions.newTacticBoard'), to: '/tacticboards?new=1' },
    },
    {
      key: 'own-plans',
      title: t('profile.lists.ownPlans'),
      query: ownPlans,
      items: planItems(ownPlans.data),
      empty: t('dashboard.lists.noPlans'),
      action: { label: t('dashboard.lists.addPlan'), to: '/practice-plans/add' },
    },
    {
      key: 'shared-exercises',
      title: t('profile.lists.sharedExercises'),
      query: sharedExercises,
      items: exerciseItems(sharedExercises.data),
      empty: t('profile.lists.nothingShared'),
    },
    {
      key: 'shared-boards',
      title: t('profile.lists.sharedBoards'),
      query: sharedBoards,
      items: boardItems(sharedBoards.data),
      empty: t('profile.lists.nothingShared'),
    },
    {
      key: 'shared-plans',
      title: t('profile.lists.sharedPlans'),
      query: sharedPlans,
      items: planItems(sharedPlans.data),
      empty: t('profile.lists.nothingShared'),
    },
    ...favorites,
  ]);
}

/** /users/{id}: the profile page composed with the auth, exercise, board and plan features. */
export function Component() {
  const { userId = '' } = useParams();
  const me = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const [refresh] = useRefreshMutation();
  const [resetPassword] = useResetPasswordMutation();
  const isOwn = me?.id === userId;

  return (
    <ProfilePage
      key={userId}
      userId={userId}
      isOwn={isOwn}
      lists={isOwn ? <OwnLists /> : null}
      // The new name reaches the welcome line through a fresh token.
      onRenamed={() => refresh()}
      onRequestPasswordLink={(email) => resetPassword({ email }).unwrap()}
      onDeleted={() => (isOwn ? endSession() : navigate('/'))}
    />
  );
}
