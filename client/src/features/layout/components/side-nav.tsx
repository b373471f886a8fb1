import Box from '@mui/material/Box';
import { plainButtonSx } from '../../../components/plain-button.ts';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RoundIconButton } from '../../../components/round-icon-button.tsx';
import { Icon } from '../../../components/icons.tsx';
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

/** The active entry's background: a dark shade so white text keeps enough contrast. */
const activeBackground = (color: SidenavColor) => (color === 'dark' ? 'grey.900' : `${color}.dark`);

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

  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      data-testid="side-nav"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: transparent ? 'transparent' : 'background.paper',
        boxShadow: transparent ? 'none' : 1,
        borderRadius: transparent ? 0 : 3,
        py: 1,
      }}
    >
      {onToggleMini && (
        <Box sx={{ display: 'flex', justifyContent: mini ? 'center' : 'flex-end', px: 1 }}>
          <RoundIconButton
            onClick={onToggleMini}
            aria-label={mini ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!mini}
          >
            <Icon name={mini ? 'expand' : 'collapse'} fontSize="small" />
          </RoundIconButton>
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 1, py: 0.5 }}>
        {entries.map((entry) => {
          const active = entry.key === activeKey;
          const label = t(entry.labelKey);
          const linkProps = entry.external
            ? {
                component: 'a' as const,
                href: entry.to,
                target: '_blank',
                rel: 'noopener noreferrer',
              }
            : { component: RouterLink, to: entry.to };
          return (
            <Box component="li" key={entry.key} sx={{ mb: 0.5 }}>
              <Box
                {...linkProps}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                data-nav-key={entry.key}
                sx={{
                  ...plainButtonSx,
                  width: '100%',
                  gap: 2,
                  borderRadius: 2,
                  minHeight: 44,
                  justifyContent: mini ? 'center' : 'flex-start',
                  px: mini ? 1.5 : 2,
                  color: 'text.primary',
                  typography: 'body2',
                  fontWeight: 500,
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  ...(active && {
                    bgcolor: activeBackground(color),
                    color: 'common.white',
                    '&:hover, &:focus-visible': { bgcolor: activeBackground(color) },
                  }),
                }}
              >
                <Icon name={entry.icon} />
                <Box component="span" sx={mini ? visuallyHiddenSx : { textAlign: 'left' }}>
                  {label}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
