import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { RouteError } from '../components/route-error.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { loadChunk, routeExport } from '../lib/load-chunk.ts';

const handle = (type: RouteHandle['type'], extra: Omit<RouteHandle, 'type'> = {}): RouteHandle => ({
  type,
  ...extra,
});

const accountPage = handle('dashboard', { public: true });
const loginRequired = { requiresLogin: true };
const fitsViewport = { fitViewport: true };

/** Path of the test-components screen; it has no navigation entry. */
export const TEST_COMPONENTS_PATH = 'test-components';

/**
 * The specification's route table. Every screen is loaded on demand (through `loadChunk`: a
 * connection lost meanwhile delays the screen rather than failing it) and nested under the root
 * layout; each route's `handle.type` feeds the breadcrumbs and the side navigation.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    handle: handle('layout'),
    children: [
      {
        // Pathless, so a failing page renders its error inside the layout. The first screen's
        // code loads behind this route's spinner, so the layout (and the session check in it)
        // is drawn at once rather than after that code has arrived.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteError,
        handle: handle('layout'),
        children: [
          {
            index: true,
            handle: handle('dashboard'),
            lazy: () => loadChunk(() => import('./routes/dashboard-route.tsx')),
          },
          {
            path: 'exercises',
            handle: handle('exercises'),
            children: [
              {
                index: true,
                handle: handle('exercises'),
                lazy: () => loadChunk(() => import('./routes/exercise-list-route.tsx')),
              },
              {
                path: 'add',
                handle: handle('addExercise', loginRequired),
                lazy: () => loadChunk(() => import('./routes/exercise-add-route.tsx')),
              },
              {
                path: ':exerciseId',
                handle: handle('exercise'),
                children: [
                  {
                    index: true,
                    handle: handle('exercise'),
                    lazy: () => loadChunk(() => import('./routes/exercise-detail-route.tsx')),
                  },
                  {
                    path: 'update',
                    handle: handle('updateExercise', loginRequired),
                    lazy: () => loadChunk(() => import('./routes/exercise-update-route.tsx')),
                  },
                ],
              },
            ],
          },
          {
            path: 'tacticboards',
            handle: handle('tacticBoards'),
            children: [
              {
                index: true,
                handle: handle('tacticBoards'),
                lazy: () => loadChunk(() => import('./routes/tacticboard-list-route.tsx')),
              },
              {
                path: ':tacticBoardId',
                handle: handle('tacticBoard'),
                children: [
                  {
                    index: true,
                    handle: handle('tacticBoardProfile'),
                    lazy: () => loadChunk(() => import('./routes/tacticboard-profile-route.tsx')),
                  },
                  {
                    path: 'update',
                    // A visitor may watch a public board here; the editor offers editing to no one
                    // who may not edit.
                    handle: handle('updateTacticBoard', fitsViewport),
                    lazy: () => loadChunk(() => import('./routes/tacticboard-editor-route.tsx')),
                  },
                ],
              },
            ],
          },
          {
            path: 'practice-plans',
            handle: handle('practicePlans'),
            children: [
              {
                index: true,
                handle: handle('practicePlans'),
                lazy: () => loadChunk(() => import('./routes/practice-plan-list-route.tsx')),
              },
              {
                path: 'add',
                handle: handle('addPracticePlan', loginRequired),
                lazy: () => loadChunk(() => import('./routes/practice-plan-add-route.tsx')),
              },
              {
                path: ':planId',
                handle: handle('practicePlan'),
                children: [
                  {
                    index: true,
                    handle: handle('practicePlan'),
                    lazy: () => loadChunk(() => import('./routes/practice-plan-detail-route.tsx')),
                  },
                  {
                    path: 'update',
                    handle: handle('updatePracticePlan', loginRequired),
                    lazy: () => loadChunk(() => import('./routes/practice-plan-update-route.tsx')),
                  },
                  {
                    path: 'pitch',
                    handle: handle('practicePlanPitch'),
                    lazy: () => loadChunk(() => import('./routes/practice-plan-pitch-route.tsx')),
                  },
                  {
                    path: 'print',
                    handle: handle('practicePlanPrint'),
                    lazy: () => loadChunk(() => import('./routes/practice-plan-print-route.tsx')),
                  },
                ],
              },
            ],
          },
          {
            path: 'drafting-board',
            // Kept in this browser, so it need not wait for the session check; "Save as new
            // board" shows once a coach's session is there.
            handle: handle('draftingBoard', { ...fitsViewport, public: true }),
            lazy: () => loadChunk(() => import('./routes/drafting-board-route.tsx')),
          },
          {
            path: 'users/:userId',
            handle: handle('userProfile', loginRequired),
            lazy: () => loadChunk(() => import('./routes/user-profile-route.tsx')),
          },
          {
            path: TEST_COMPONENTS_PATH,
            handle: handle('componentsTest'),
            lazy: () => loadChunk(() => import('./routes/test-components-route.tsx')),
          },
          {
            path: 'login',
            handle: accountPage,
            lazy: routeExport(
              () => import('../features/auth/components/login-page.tsx'),
              'LoginPage',
            ),
          },
          {
            path: 'register',
            handle: accountPage,
            lazy: routeExport(
              () => import('../features/auth/components/register-page.tsx'),
              'RegisterPage',
            ),
          },
          {
            path: 'verifyEmail',
            handle: accountPage,
            lazy: routeExport(
              () => import('../features/auth/components/verify-email-page.tsx'),
              'VerifyEmailPage',
            ),
          },
          {
            path: 'resetPassword',
            handle: accountPage,
            lazy: routeExport(
              () => import('../features/auth/components/reset-password-page.tsx'),
              'ResetPasswordPage',
            ),
          },
          {
            path: 'updatePassword',
            handle: accountPage,
            lazy: routeExport(
              () => import('../features/auth/components/update-password-page.tsx'),
              'UpdatePasswordPage',
            ),
          },
          {
            path: '*',
            handle: handle('layout', { public: true }),
            lazy: () => loadChunk(() => import('./routes/not-found-route.tsx')),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
