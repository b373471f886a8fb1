export { users } from '../modules/users/users.table.ts';
export { authSessions, emailTokens, refreshTokens } from '../modules/auth/auth.table.ts';
export {
  exerciseAccess,
  exerciseFavorites,
  exerciseLabels,
  exercises,
} from '../modules/exercises/exercises.table.ts';
export {
  tacticboardAccess,
  tacticboardFavorites,
  tacticboardPages,
  tacticboards,
} from '../modules/tacticboards/tacticboards.table.ts';
export {
  practicePlanAccess,
  practicePlanFavorites,
  practicePlans,
} from '../modules/practice-plans/practice-plans.table.ts';
export { quadcoachIdMap } from '../modules/import-quadcoach/import-quadcoach.table.ts';
