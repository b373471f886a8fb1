import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { usePracticePlansT } from '../i18n.ts';
import { planListFilters } from '../list-filters.ts';

/** The list of plans carrying `tag`. */
const plansTagged = (tag: string) =>
  `/practice-plans?${planListFilters.filtersToSearch({ ...planListFilters.emptyFilters(), tags: [tag] })}`;

/** A plan's tags as chips; `linked`, each opens the plans carrying it. */
export function PlanTagChips({
  tags,
  linked = false,
}: {
  tags: readonly string[];
  linked?: boolean;
}) {
  const t = usePracticePlansT();
  if (tags.length === 0) return null;
  const row = { display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 };
  return (
    <Box component="ul" aria-label={t('page.tags')} sx={row}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Chip label={tag} size="small" clickable component={RouterLink} to={plansTagged(tag)} />
          ) : (
            <Chip label={tag} size="small" />
          )}
        </li>
      ))}
    </Box>
  );
}
