import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { SOURCE_REPOSITORY_URL } from '../../config/links.ts';
import { selectCurrentUser, selectSessionExpired } from '../../features/auth/auth-slice.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useRestoreSession } from '../../features/auth/hooks/use-restore-session.ts';
import {
  MINI_SIDENAV_WIDTH,
  SIDENAV_WIDTH,
  SideNav,
} from '../../features/layout/components/side-nav.tsx';
import { layoutActions, selectLayout } from '../../features/layout/layout-slice.ts';
import { activeNavKey, navEntries } from '../../features/layout/nav-entries.ts';
import { classNames, shellClass } from '../../lib/shell-styles.ts';
import { leafHandle } from '../route-handle.ts';
import { loginRedirect } from './login-redirect.ts';
import { TopBar } from './top-bar.tsx';
import { useScreenBusy } from './use-screen-busy.ts';
import { lazyExport } from '../../lib/load-chunk.ts';

// Drawers (and MUI's modal machinery behind them) load only when first opened.
const SideNavDrawer = lazyExport(
  () => import('../../features/layout/components/side-nav-drawer.tsx'),
  'SideNavDrawer',
);
const SessionExpiredDialog = lazyExport(
  () => import('../../features/auth/components/session-expired-dialog.tsx'),
  'SessionExpiredDialog',
);
const SettingsMenu = lazyExport(
  () => import('../../features/layout/components/settings-menu.tsx'),
  'SettingsMenu',
);

interface MainRegionProps {
  fit: boolean;
  restoringSession: boolean;
  children: ReactNode;
}

/**
 * The main region, marked busy while its screen loads. Its own component, so that the busy state
 * changing (a screen part loading, a request starting or ending, the fonts arriving) redraws
 * this element alone, not the whole shell around it.
 */
function MainRegion({ fit, restoringSession, children }: MainRegionProps) {
  const busy = useScreenBusy(restoringSession);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      aria-busy={busy}
      className={classNames(shellClass.main, fit && shellClass.fit)}
    >
      {children}
    </main>
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const sessionExpired = useSelector(selectSessionExpired);
  const layout = useSelector(selectLayout);
  const restoringSession = useRestoreSession();
  const logout = useLogout();
  const location = useLocation();
  const handle = leafHandle(useMatches());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  // Once opened, the settings menu stays mounted so that it can animate closed.
  if (layout.openConfigurator && !settingsLoaded) setSettingsLoaded(true);

  const entries = navEntries(user?.id ?? null, SOURCE_REPOSITORY_URL);
  const activeKey = activeNavKey(entries, location.pathname);
  const redirect = loginRedirect(handle, { loggedIn: user !== null, restoringSession }, location);
  // A session that ends on a page needing a login (logout, account deleted) goes home, as
  // logging out does everywhere; only visitors who arrive at such a page are sent to /login.
  const [hadSession, setHadSession] = useState(false);
  if (user && !hadSession) setHadSession(true);
  if (!user && hadSession && !redirect) setHadSession(false);
  const waitForSession = restoringSession && handle?.public !== true;
  const fit = handle?.fitViewport === true;
  const navProps = {
    entries,
    activeKey,
    transparent: layout.transparentSidenav,
    color: layout.sidenavColor,
  };

  return (
    // A screen that fits the window gets a definite height to share out; content that still does
    // not fit (a phone held sideways) overflows and the page scrolls as usual.
    <div className={classNames(shellClass.layout, fit && shellClass.fit)} dir={layout.direction}>
      <a href="#main-content" className={shellClass.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <aside
        className={classNames(shellClass.aside, !layout.transparentSidenav && shellClass.asideCard)}
        style={{ width: layout.miniSidenav ? MINI_SIDENAV_WIDTH : SIDENAV_WIDTH }}
      >
        <div className={shellClass.asideInner}>
          <SideNav
            {...navProps}
            mini={layout.miniSidenav}
            onToggleMini={() => dispatch(layoutActions.setMiniSidenav(!layout.miniSidenav))}
          />
        </div>
      </aside>
      <div className={shellClass.column}>
        <TopBar
          userName={user?.name ?? null}
          restoringSession={restoringSession}
          fixed={layout.fixedNavbar}
          transparent={layout.transparentNavbar}
          onLogout={() => void logout()}
          onOpenNavigation={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          onOpenSettings={() => dispatch(layoutActions.setOpenConfigurator(true))}
        />
        <MainRegion fit={fit} restoringSession={restoringSession}>
          {redirect ? (
            hadSession ? (
              <Navigate to="/" replace />
            ) : (
              <Navigate to={redirect.to} state={redirect.state} replace />
            )
          ) : waitForSession ? (
            <PageLoading />
          ) : (
            <Outlet />
          )}
        </MainRegion>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <SideNavDrawer {...navProps} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsMenu />
        </Suspense>
      )}
      {sessionExpired && user && (
        <Suspense fallback={null}>
          <SessionExpiredDialog email={user.email} onLogout={() => void logout()} />
        </Suspense>
      )}
    </div>
  );
}
