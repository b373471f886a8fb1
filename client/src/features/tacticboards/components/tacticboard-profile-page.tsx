import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ItemLoadError } from '../../../components/item-load-error.tsx';
import type { TacticBoardItem } from '../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../i18n.ts';
import { AnimationSection } from './profile/animation-section.tsx';
import { PagesSection } from './profile/pages-section.tsx';
import { PrivacySection } from './profile/privacy-section.tsx';
import { ProfileAlerts } from './profile/profile-alerts.tsx';
import { ProfileFacts } from './profile/profile-facts.tsx';
import { ProfileHeader } from './profile/profile-header.tsx';
import { ProfileSkeleton } from './profile/profile-skeleton.tsx';
import { TagsSection } from './profile/tags-section.tsx';
import { TextSections } from './profile/text-sections.tsx';
import { useBoardProfile } from './profile/use-board-profile.ts';

export interface TacticBoardProfilePageProps {
  /** The board's animated player; the route supplies it from the board editor's feature. */
  renderPlayer?: (board: TacticBoardItem) => ReactNode;
}

export function TacticBoardProfilePage(props: TacticBoardProfilePageProps) {
  const t = useTacticBoardsT();
  const profile = useBoardProfile();
  const { board, canEdit } = profile;

  if (profile.loading) return <ProfileSkeleton />;
  if (!board) {
    return (
      <ItemLoadError
        documentTitle={t('profile.documentTitle', { name: t('profile.fallbackName') })}
        message={t('loadingTacticBoardError')}
        retry={{ label: t('common.retry'), onClick: () => void profile.refetch() }}
        error={profile.loadError}
        back={{ label: t('profile.backToList'), to: '/tacticboards' }}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('profile.documentTitle', { name: board.name })}</title>
      <ProfileHeader board={board} profile={profile} />
      <ProfileAlerts profile={profile} />
      <ProfileFacts board={board} />
      {props.renderPlayer && board.pages.length > 0 && (
        <AnimationSection player={props.renderPlayer(board)} />
      )}
      <TagsSection
        board={board}
        canEdit={canEdit}
        onChange={(tags) => profile.saveQuietly({ tags })}
      />
      {/* Who may see the board is the owner's (or an admin's) call, not an edit grantee's. */}
      {profile.canManage && (
        <PrivacySection
          isPrivate={board.isPrivate}
          saving={profile.savingMeta}
          onChange={(isPrivate) => profile.saveQuietly({ isPrivate })}
        />
      )}
      <TextSections board={board} canEdit={canEdit} save={profile.save} />
      <PagesSection board={board} />
    </Stack>
  );
}
