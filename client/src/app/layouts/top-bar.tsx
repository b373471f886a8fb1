import { useTranslation } from 'react-i18next';
import { RoundIconButton } from '../../components/round-icon-button.tsx';
import { Icon } from '../../components/icons.tsx';
import { ShellButton } from '../../components/shell-button.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { classNames, shellClass } from '../../lib/shell-styles.ts';
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

/** Stands for the name in the translated welcome line, to find where the name goes. */
const NAME_MARK = '\u0000';

/**
 * The welcome line with the user's name; on a phone the words around the name are left to screen
 * readers, so the little room there shows the name rather than "Welcome, …".
 */
function WelcomeLine({ text, name }: { text: string; name: string }) {
  const [before = '', after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before && <span className={shellClass.labelFromSm}>{before}</span>}
      {name}
      {after && <span className={shellClass.labelFromSm}>{after}</span>}
    </>
  );
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
    <header
      className={classNames(
        shellClass.topBar,
        fixed && shellClass.topBarSticky,
        transparent && shellClass.topBarClear,
      )}
    >
      <div className={shellClass.topBarRow}>
        <RoundIconButton
          onClick={onOpenNavigation}
          aria-label={t('nav.open')}
          className={shellClass.hideFromMd}
        >
          <Icon name="menu" />
        </RoundIconButton>
        <div className={shellClass.crumbSlot}>
          <BreadcrumbBar sessionPending={restoringSession} />
        </div>
        {!restoringSession && userName !== null && (
          // A paragraph styled as Typography's body1 with noWrap, without its code in the first
          // download.
          <p data-testid="welcome-line" className={shellClass.welcome}>
            <WelcomeLine text={t('layout.welcome', { name: NAME_MARK })} name={userName} />
          </p>
        )}
        <div className={shellClass.topBarActions}>
          <LanguageSwitch />
          {!restoringSession &&
            (userName !== null ? (
              <ShellButton variant="outlined" onClick={onLogout}>
                <Icon name="logout" />
                <span className={shellClass.labelFromSm}>{t('nav.logout')}</span>
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
        </div>
      </div>
    </header>
  );
}
