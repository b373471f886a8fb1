import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BREAK_NOTE_MAX, itemMinutes, PLAN_TEXT_MAX, type PlanItem } from '@courtside/domain';
import { useSortable } from '@dnd-kit/sortable';
import { memo } from 'react';
import { CSS } from '@dnd-kit/utilities';
import { usePracticePlansT } from '../../i18n.ts';
import { useItemTitle } from '../hooks/use-item-title.ts';
import { usePlannerT } from '../i18n.ts';
import { minMinutes } from '../planner-model.ts';
import { problemText, spanText } from '../planner-texts.ts';
import { itemField } from '../planner-validation.ts';
import { usePlannerClock, usePlannerCommands, usePlannerProblems } from '../planner-view.ts';
import { ActivityName } from './activity-name.tsx';
import { DragHandle, type HandleBinding } from './drag-handle.tsx';
import { GroupList } from './group-list.tsx';
import { MinutesField } from './minutes-field.tsx';
import { RowMenu } from './row-menu.tsx';

/** The kind, clock time and minutes line above what the item does. */
function ItemCaption({ item }: { item: PlanItem }) {
  const clock = usePlannerClock();
  const t = usePlannerT();
  const pt = usePracticePlansT();
  const span = clock.get(item._id);
  const parts = [pt(`common.kinds.${item.kind}`)];
  if (item.kind === 'parallel') parts.push(pt('common.minutes', { count: itemMinutes(item) }));
  if (span) parts.push(spanText(t, span));
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {parts.join(' · ')}
    </Typography>
  );
}

function ItemBody({ item }: { item: PlanItem }) {
  const planner = usePlannerCommands();
  const problems = usePlannerProblems();
  const t = usePlannerT();
  switch (item.kind) {
    case 'exercise':
    case 'tacticboard': {
      const field = item.kind === 'exercise' ? 'exerciseId' : 'tacticboardId';
      return (
        <ActivityName
          activity={item}
          problem={problemText(t, problems.get(itemField(item._id, field)))}
        />
      );
    }
    case 'break':
      return (
        <TextField
          size="small"
          fullWidth
          label={t('item.breakNote')}
          value={item.note ?? ''}
          onChange={(event) =>
            planner.run(
              { kind: 'setBreakNote', itemId: item._id, note: event.target.value },
              `note:${item._id}`,
            )
          }
          onBlur={planner.seal}
          error={problems.has(itemField(item._id, 'note'))}
          helperText={problemText(t, problems.get(itemField(item._id, 'note')))}
          slotProps={{ htmlInput: { maxLength: BREAK_NOTE_MAX } }}
          sx={{ mt: 1 }}
        />
      );
    case 'text':
      return (
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={1}
          maxRows={6}
          required
          label={t('item.text')}
          value={item.text}
          onChange={(event) =>
            planner.run(
              { kind: 'setText', itemId: item._id, text: event.target.value },
              `text:${item._id}`,
            )
          }
          onBlur={planner.seal}
          error={problems.has(itemField(item._id, 'text'))}
          helperText={problemText(t, problems.get(itemField(item._id, 'text')))}
          slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
          sx={{ mt: 1 }}
        />
      );
    case 'parallel':
      return null;
  }
}

interface RowContentProps extends HandleBinding {
  item: PlanItem;
  title: string;
}

/**
 * What a row shows. Memoised: the drag-and-drop re-renders every sortable row on each pointer
 * move, and only the row's frame (its position) needs that.
 */
const ItemRowContent = memo(function ItemRowContent({ item, title, ...handle }: RowContentProps) {
  const planner = usePlannerCommands();
  const problems = usePlannerProblems();
  const t = usePlannerT();
  const labels = (count: number) =>
    Array.from({ length: count }, (_, index) => t('groups.defaultLabel', { number: index + 1 }));
  return (
    <>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1, rowGap: 1 }}
      >
        <DragHandle label={t('dnd.moveItem', { name: title })} {...handle} />
        <Box sx={{ flex: '1 1 180px', minWidth: 0, pt: 0.5 }}>
          <ItemCaption item={item} />
          <ItemBody item={item} />
        </Box>
        <Stack direction="row" sx={{ ml: 'auto', alignItems: 'flex-start', gap: 0.5 }}>
          {item.kind !== 'parallel' && (
            <MinutesField
              value={item.minutes}
              min={minMinutes(item)}
              onChange={(minutes) =>
                planner.run(
                  { kind: 'setMinutes', itemId: item._id, minutes },
                  `minutes:${item._id}`,
                )
              }
              onDone={planner.seal}
              error={problemText(t, problems.get(itemField(item._id, 'minutes')))}
            />
          )}
          <RowMenu
            label={t('item.actions', { name: title })}
            actions={[
              {
                label: t('item.split'),
                icon: 'split',
                hidden: item.kind === 'parallel' || item.kind === 'break',
                onClick: () => planner.split(item._id, labels(2)),
              },
              {
                label: t('item.join'),
                hint: t('item.joinHint'),
                icon: 'join',
                hidden: item.kind !== 'parallel',
                onClick: () => planner.run({ kind: 'join', itemId: item._id }),
              },
              {
                label: t('item.remove'),
                icon: 'remove',
                onClick: () => planner.run({ kind: 'removeItem', itemId: item._id }),
              },
            ]}
          />
        </Stack>
      </Stack>
      {item.kind === 'parallel' && <GroupList item={item} />}
    </>
  );
});

/** One item of a section: drag handle, what it is, its minutes and its actions. */
export function ItemRow({ item, sectionId }: { item: PlanItem; sectionId: string }) {
  const t = usePlannerT();
  const titleOf = useItemTitle();
  const title = titleOf(item);
  const sortable = useSortable({
    id: item._id,
    data: { type: 'item', sectionId },
    attributes: { roleDescription: t('dnd.roleDescription') },
  });

  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      aria-label={title}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        listStyle: 'none',
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: sortable.isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        boxShadow: sortable.isDragging ? 4 : 0,
        p: 1,
      }}
    >
      <ItemRowContent
        item={item}
        title={title}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        setActivatorNodeRef={sortable.setActivatorNodeRef}
      />
    </Box>
  );
}
