import Box from '@mui/material/Box';
import { useState } from 'react';
import { UnsavedChangesDialog } from '../../../../components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '../../../../hooks/use-unsaved-changes.ts';
import type { TacticBoardItem } from '../../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../../i18n.ts';
import { TextSection } from '../text-section.tsx';
import type { MetaPatch } from './use-board-profile.ts';

const TEXT_FIELDS = [
  { field: 'description', title: 'profile.description', editLabel: 'profile.editDescription' },
  {
    field: 'coaching_points',
    title: 'profile.coachingPoints',
    editLabel: 'profile.editCoachingPoints',
  },
] as const;

type TextField = (typeof TEXT_FIELDS)[number]['field'];

/**
 * Description and coaching points side by side on wide screens. Leaving the page with a text
 * changed and not saved asks first, as the exercise form does.
 */
export function TextSections(props: {
  board: TacticBoardItem;
  canEdit: boolean;
  save: (patch: MetaPatch) => Promise<void>;
}) {
  const t = useTacticBoardsT();
  const { board, canEdit, save } = props;
  const [drafts, setDrafts] = useState<Partial<Record<TextField, string | null>>>({});
  const unsaved = TEXT_FIELDS.some(({ field }) => {
    const draft = drafts[field];
    return draft != null && draft !== board[field];
  });
  const blocker = useUnsavedChanges(unsaved);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {TEXT_FIELDS.map(({ field, title, editLabel }) => (
        <TextSection
          key={field}
          title={t(title)}
          editLabel={t(editLabel)}
          value={board[field]}
          canEdit={canEdit}
          draft={drafts[field] ?? null}
          onDraftChange={(draft) => setDrafts((current) => ({ ...current, [field]: draft }))}
          onSave={(value) =>
            save(field === 'description' ? { description: value } : { coaching_points: value })
          }
        />
      ))}
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('profile.unsaved.title')}
        text={t('profile.unsaved.text')}
        leaveLabel={t('profile.unsaved.leave')}
        stayLabel={t('profile.unsaved.stay')}
      />
    </Box>
  );
}
