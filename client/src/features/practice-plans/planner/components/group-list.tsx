import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GROUP_LABEL_MAX,
  MAX_PARALLEL_GROUPS,
  MIN_PARALLEL_GROUPS,
  PLAN_POSITIONS,
  PLAN_TEXT_MAX,
  type ParallelItem,
  type PlanGroup,
} from '@courtside/domain';
import { usePracticePlansT } from '../../i18n.ts';
import { usePlannerT } from '../i18n.ts';
import { minMinutes } from '../planner-model.ts';
import { problemText } from '../planner-texts.ts';
import { groupField } from '../planner-validation.ts';
import { usePlannerCommands, usePlannerProblems } from '../planner-view.ts';
import { ActivityName } from './activity-name.tsx';
import { MinutesField } from './minutes-field.tsx';
import { PlannerIcon } from './planner-icons.tsx';

function PositionChips({ item, group }: { item: ParallelItem; group: PlanGroup }) {
  const planner = usePlannerCommands();
  const t = usePlannerT();
  const pt = usePracticePlansT();
  const toggle = (position: PlanGroup['positions'][number]) => {
    const positions = group.positions.includes(position)
      ? group.positions.filter((p) => p !== position)
      : PLAN_POSITIONS.filter((p) => p === position || group.positions.includes(p));
    planner.run({ kind: 'editGroup', itemId: item._id, groupId: group._id, patch: { positions } });
  };
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('groups.positions', { name: group.label })}
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
    >
      {PLAN_POSITIONS.map((position) => {
        const on = group.positions.includes(position);
        return (
          <Chip
            key={position}
            label={pt(`common.positions.${position}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => toggle(position)}
            aria-pressed={on}
            role="button"
            sx={{ minHeight: 36 }}
          />
        );
      })}
    </Stack>
  );
}

function GroupCard({ item, group }: { item: ParallelItem; group: PlanGroup }) {
  const planner = usePlannerCommands();
  const { openPicker } = planner;
  const problems = usePlannerProblems();
  const t = usePlannerT();
  const { activity } = group;
  const problem = (field: string) => problemText(t, problems.get(groupField(group._id, field)));
  return (
    <Box
      component="li"
      aria-label={group.label || t('groups.unnamed')}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        minWidth: 0,
      }}
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <TextField
            size="small"
            fullWidth
            required
            label={t('groups.label')}
            value={group.label}
            onChange={(event) =>
              planner.run(
                {
                  kind: 'editGroup',
                  itemId: item._id,
                  groupId: group._id,
                  patch: { label: event.target.value },
                },
                `label:${group._id}`,
              )
            }
            onBlur={planner.seal}
            error={!!problem('label')}
            helperText={problem('label')}
            slotProps={{ htmlInput: { maxLength: GROUP_LABEL_MAX } }}
          />
          {item.groups.length > MIN_PARALLEL_GROUPS && (
            <IconButton
              aria-label={t('groups.remove', { name: group.label })}
              onClick={() =>
                planner.run({ kind: 'removeGroup', itemId: item._id, groupId: group._id })
              }
              sx={{ width: 40, height: 40 }}
            >
              <PlannerIcon name="remove" fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <PositionChips item={item} group={group} />
        {activity.kind === 'text' ? (
          <TextField
            size="small"
            fullWidth
            multiline
            maxRows={4}
            required
            label={t('item.text')}
            value={activity.text}
            onChange={(event) =>
              planner.run(
                { kind: 'setText', itemId: item._id, groupId: group._id, text: event.target.value },
                `text:${group._id}`,
              )
            }
            onBlur={planner.seal}
            error={!!problem('text')}
            helperText={problem('text')}
            slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
          />
        ) : (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t(`groups.does.${activity.kind}`)}
            </Typography>
            <ActivityName
              activity={activity}
              problem={problem(activity.kind === 'exercise' ? 'exerciseId' : 'tacticboardId')}
            />
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <MinutesField
            value={activity.minutes}
            min={minMinutes(activity)}
            onChange={(minutes) =>
              planner.run(
                { kind: 'setMinutes', itemId: item._id, groupId: group._id, minutes },
                `minutes:${group._id}`,
              )
            }
            onDone={planner.seal}
            error={problem('minutes')}
          />
          <Button
            size="small"
            onClick={() => openPicker({ kind: 'group', itemId: item._id, groupId: group._id })}
            sx={{ minHeight: 40 }}
          >
            {t('groups.choose')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The groups of a parallel item side by side (stacked on a phone), each with what it does. */
export function GroupList({ item }: { item: ParallelItem }) {
  const planner = usePlannerCommands();
  const t = usePlannerT();
  const full = item.groups.length >= MAX_PARALLEL_GROUPS;
  return (
    <Box sx={{ mt: 1 }}>
      <Box
        component="ul"
        aria-label={t('groups.listLabel')}
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(auto-fill, minmax(220px, 1fr))',
          },
        }}
      >
        {item.groups.map((group) => (
          <GroupCard key={group._id} item={item} group={group} />
        ))}
      </Box>
      {!full && (
        <Button
          size="small"
          startIcon={<PlannerIcon name="add" />}
          onClick={() =>
            planner.addGroup(
              item._id,
              t('groups.defaultLabel', { number: item.groups.length + 1 }),
              ['chasers'],
            )
          }
          sx={{ mt: 1, minHeight: 40 }}
        >
          {t('groups.add')}
        </Button>
      )}
    </Box>
  );
}
