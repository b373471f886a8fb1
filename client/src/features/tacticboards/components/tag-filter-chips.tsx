import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useGetTacticBoardTagsQuery } from '../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../i18n.ts';

const MAX_CHIPS = 24;

interface TagFilterChipsProps {
  selected: string[];
  onChange: (tags: string[]) => void;
}

/** The known tags as toggles; chosen tags stay visible even when they are not among the first. */
export function TagFilterChips({ selected, onChange }: TagFilterChipsProps) {
  const t = useTacticBoardsT();
  const { data, isLoading } = useGetTacticBoardTagsQuery();
  if (isLoading) return <Skeleton variant="rounded" height={32} width="60%" />;
  const known = (data ?? []).slice(0, MAX_CHIPS);
  const chosen = new Set(selected.map((tag) => tag.toLowerCase()));
  const tags = [...selected, ...known.filter((tag) => !chosen.has(tag.toLowerCase()))];
  if (!tags.length) return null;
  const toggle = (tag: string) =>
    onChange(
      chosen.has(tag.toLowerCase())
        ? selected.filter((item) => item.toLowerCase() !== tag.toLowerCase())
        : [...selected, tag],
    );
  return (
    <Box
      role="group"
      aria-label={t('filters.tags')}
      sx={{
        display: 'flex',
        gap: 1,
        // On a phone one row that scrolls sideways: two dozen tags took eight rows above the
        // boards there. The chosen ones come first, so they stay in sight.
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        pb: { xs: 0.5, sm: 0 },
        '& > *': { flexShrink: 0 },
      }}
    >
      {tags.map((tag) => {
        const on = chosen.has(tag.toLowerCase());
        return (
          <Chip
            key={tag}
            label={tag}
            clickable
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => toggle(tag)}
          />
        );
      })}
    </Box>
  );
}
