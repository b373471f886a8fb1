import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RoundIconButton } from '../../components/round-icon-button.tsx';
import { Icon } from '../../components/icons.tsx';
import { ShellButton } from '../../components/shell-button.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';

interface TopBarProps {
  userName: string | null;
  /** While the session is restored, neither login nor logout is offered yet. */
  restoringSession: boolean;
  fixed: boolean;
  transparent: boolean;
  onLogout: () => void;
  onOpenNavigation: () => void;
  onOpenSettings: () => void;
}

/** Top bar (spec §2): breadcrumbs, language switch, welcome line, login/logout and settings. */
export function TopBar({
  userName,
  restoringSession,
  fixed,
  transparent,
  onLogout,
  onOpenNavigation,
  onOpenSettings,
}: TopBarProps) {
  const { t } = useTranslation();

  return (
    <Box
      component="header"
      sx={{
        position: fixed ? 'sticky' : 'static',
        top: 0,
        zIndex: 'appBar',
        bgcolor: transparent ? 'rgba(248, 249, 250, 0.85)' : 'background.paper',
        backdropFilter: transparent ? 'saturate(180%) blur(8px)' : undefined,
        boxShadow: transparent ? 'none' : 1,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          flexWrap: 'wrap',
          px: { xs: 2, sm: 3 },
          py: 1,
          minHeight: 56,
        }}
      >
        <RoundIconButton
          onClick={onOpenNavigation}
          aria-label={t('nav.open')}
          sx={{ display: { md: 'none' } }}
        >
          <Icon name="menu" />
        </RoundIconButton>
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            order: { xs: 10, sm: 0 },
            flexBasis: { xs: '100%', sm: 0 },
          }}
        >
          <BreadcrumbBar sessionPending={restoringSession} />
        </Box>
        {!restoringSession && userName !== null && (
          // A paragraph styled as Typography's body1 with noWrap, without its code in the first
          // download.
          <Box
            component="p"
            data-testid="welcome-line"
            sx={{
              m: 0,
              typography: 'body1',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: { xs: 140, sm: 280 },
              minWidth: 0,
              flexShrink: 1,
            }}
          >
            {t('layout.welcome', { name: userName })}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: { xs: 'auto', sm: 0 } }}>
          <LanguageSwitch />
          {!restoringSession &&
            (userName !== null ? (
              <ShellButton variant="outlined" onClick={onLogout}>
                <Icon name="logout" />
                {t('nav.logout')}
              </ShellButton>
            ) : (
              <ShellButton variant="contained" to="/login">
                <Icon name="login" />
                {t('nav.login')}
              </ShellButton>
            ))}
          <RoundIconButton onClick={onOpenSettings} aria-label={t('settings.open')}>
            <Icon name="settings" />
          </RoundIconButton>
        </Box>
      </Box>
    </Box>
  );
}
