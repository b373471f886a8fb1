import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PlanActivity } from '@courtside/domain';
import { Link as RouterLink } from 'react-router';
import { usePlannerLabel } from '../planner-view.ts';

/** The name of an exercise or board an item points at, linked; marked when it is gone. */
export function ActivityName({ activity, problem }: { activity: PlanActivity; problem?: string }) {
  const label = usePlannerLabel();
  const { title, available, href } = label(activity);
  return (
    <>
      <Typography
        component="p"
        sx={{
          fontWeight: 500,
          overflowWrap: 'anywhere',
          ...(available ? {} : { color: 'warning.dark', fontStyle: 'italic' }),
        }}
      >
        {href ? (
          <Link component={RouterLink} to={href} color="inherit" underline="hover">
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      {problem && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {problem}
        </Typography>
      )}
    </>
  );
}
