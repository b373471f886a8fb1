import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { encodeListQuery } from '@courtside/domain';
import { Link as RouterLink } from 'react-router';
import type { TacticBoardItem } from '../../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../../i18n.ts';
import { TagAutocomplete } from '../tag-autocomplete.tsx';

const tagFilterLink = (tag: string) => `/tacticboards?${encodeListQuery({ in: { tags: [tag] } })}`;

/** Editors change the tags in place; others follow a tag to the boards that share it. */
export function TagsSection(props: {
  board: TacticBoardItem;
  canEdit: boolean;
  onChange: (tags: string[]) => void;
}) {
  const t = useTacticBoardsT();
  const { board } = props;
  let body;
  if (props.canEdit) {
    body = (
      <Box sx={{ maxWidth: 640 }}>
        <TagAutocomplete
          label={t('profile.addTags')}
          value={board.tags}
          onChange={props.onChange}
          freeEntry
          size="small"
        />
      </Box>
    );
  } else if (board.tags.length) {
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {board.tags.map((tag) => (
          <Chip key={tag} label={tag} component={RouterLink} to={tagFilterLink(tag)} clickable />
        ))}
      </Box>
    );
  } else {
    body = <Typography color="text.secondary">{t('profile.noTags')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('profile.tags')}
      </Typography>
      {body}
    </Stack>
  );
}
