import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RoundIconButton } from '../../../components/round-icon-button.tsx';
import { Icon } from '../../../components/icons.tsx';
import { classNames, shellClass, sideNavColorClass } from '../../../lib/shell-styles.ts';
import type { SidenavColor } from '../layout-slice.ts';
import type { NavEntry } from '../nav-entries.ts';

export const SIDENAV_WIDTH = 240;
export const MINI_SIDENAV_WIDTH = 72;

interface SideNavProps {
  entries: readonly NavEntry[];
  activeKey: string | undefined;
  /** Icons only, labels kept for screen readers. */
  mini: boolean;
  transparent: boolean;
  color: SidenavColor;
  /** Shown on wide screens: collapses or expands the mini navigation. */
  onToggleMini?: () => void;
  /** Called after an entry was chosen, e.g. to close the drawer on small screens. */
  onNavigate?: () => void;
}

export function SideNav({
  entries,
  activeKey,
  mini,
  transparent,
  color,
  onToggleMini,
  onNavigate,
}: SideNavProps) {
  const { t } = useTranslation();
  const navClass = classNames(
    shellClass.sideNav,
    sideNavColorClass(color),
    !transparent && shellClass.sideNavCard,
    mini && shellClass.sideNavMini,
  );
  const linkClass = classNames(shellClass.plainButton, shellClass.sideNavLink);

  return (
    <nav aria-label={t('nav.label')} data-testid="side-nav" className={navClass}>
      {onToggleMini && (
        <div className={shellClass.sideNavToggle}>
          <RoundIconButton
            onClick={onToggleMini}
            aria-label={mini ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!mini}
          >
            <Icon name={mini ? 'expand' : 'collapse'} fontSize="small" />
          </RoundIconButton>
        </div>
      )}
      <ul className={shellClass.sideNavList}>
        {entries.map((entry) => {
          const content = (
            <>
              <Icon name={entry.icon} />
              <span className={shellClass.sideNavLabel}>{t(entry.labelKey)}</span>
            </>
          );
          const common = {
            className: linkClass,
            onClick: onNavigate,
            'aria-current': entry.key === activeKey ? ('page' as const) : undefined,
            'data-nav-key': entry.key,
          };
          return (
            <li key={entry.key} className={shellClass.sideNavEntry}>
              {entry.external ? (
                <a {...common} href={entry.to} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                <RouterLink {...common} to={entry.to}>
                  {content}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
