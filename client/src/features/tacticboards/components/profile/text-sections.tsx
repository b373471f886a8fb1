import Box from '@mui/material/Box';
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

/** Description and coaching points side by side on wide screens. */
export function TextSections(props: {
  board: TacticBoardItem;
  canEdit: boolean;
  save: (patch: MetaPatch) => Promise<void>;
}) {
  const t = useTacticBoardsT();
  const { board, canEdit, save } = props;
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
          onSave={(value) =>
            save(field === 'description' ? { description: value } : { coaching_points: value })
          }
        />
      ))}
    </Box>
  );
}
