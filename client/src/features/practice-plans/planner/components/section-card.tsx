import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SECTION_TITLE_MAX, sectionMinutes, type PlanSection } from '@courtside/domain';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { usePracticePlansT } from '../../i18n.ts';
import { usePlannerT } from '../i18n.ts';
import { problemText, spanText } from '../planner-texts.ts';
import { sectionField } from '../planner-validation.ts';
import { usePlannerClock, usePlannerCommands, usePlannerProblems } from '../planner-view.ts';
import { ITEM_GAP_PX, listId } from '../dnd/drag-data.ts';
import { DragHandle, type HandleBinding } from './drag-handle.tsx';
import { ItemRow } from './item-row.tsx';
import { PlannerIcon } from './planner-icons.tsx';
import { RowMenu } from './row-menu.tsx';

/** The items of a section; an empty one still takes a dropped item. */
function ItemList({ section }: { section: PlanSection }) {
  const t = usePlannerT();
  const empty = section.items.length === 0;
  const { setNodeRef, isOver } = useDroppable({
    id: listId(section._id),
    data: { type: 'list', sectionId: section._id, empty },
  });
  return (
    <SortableContext
      items={section.items.map((item) => item._id)}
      strategy={verticalListSortingStrategy}
    >
      <Box
        component="ul"
        ref={setNodeRef}
        aria-label={t('section.items', { title: section.title })}
        sx={{
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: `${ITEM_GAP_PX}px`,
          minHeight: 56,
          borderRadius: 1,
          ...(empty
            ? {
                border: 2,
                borderStyle: 'dashed',
                borderColor: isOver ? 'primary.main' : 'divider',
                justifyContent: 'center',
                alignItems: 'center',
              }
            : {}),
        }}
      >
        {empty ? (
          <Typography
            component="li"
            color="text.secondary"
            variant="body2"
            sx={{ listStyle: 'none', p: 1 }}
          >
            {t('section.empty')}
          </Typography>
        ) : (
          section.items.map((item) => (
            <ItemRow key={item._id} item={item} sectionId={section._id} />
          ))
        )}
      </Box>
    </SortableContext>
  );
}

interface SectionHeaderProps extends HandleBinding {
  section: PlanSection;
  name: string;
}

/** The section's handle, title, time and actions; memoised like an item row's content. */
const SectionHeader = memo(function SectionHeader({
  section,
  name,
  ...handle
}: SectionHeaderProps) {
  const planner = usePlannerCommands();
  const problems = usePlannerProblems();
  const clock = usePlannerClock();
  const t = usePlannerT();
  const pt = usePracticePlansT();
  const span = clock.get(section._id);
  const titleProblem = problemText(t, problems.get(sectionField(section._id, 'title')));
  // A section with items is asked about first: one click took its whole content away.
  const [confirming, setConfirming] = useState(false);
  const remove = () => {
    setConfirming(false);
    planner.run({ kind: 'removeSection', sectionId: section._id });
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 1 }}>
      <DragHandle label={t('dnd.moveSection', { name })} {...handle} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <TextField
          size="small"
          fullWidth
          required
          label={t('section.title')}
          value={section.title}
          onChange={(event) =>
            planner.run(
              { kind: 'renameSection', sectionId: section._id, title: event.target.value },
              `title:${section._id}`,
            )
          }
          onBlur={planner.seal}
          error={!!titleProblem}
          helperText={titleProblem}
          slotProps={{ htmlInput: { maxLength: SECTION_TITLE_MAX } }}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {[pt('common.minutes', { count: sectionMinutes(section) }), span && spanText(t, span)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <RowMenu
        label={t('section.actions', { name })}
        actions={[
          {
            label: t('section.remove'),
            icon: 'remove',
            onClick: () => (section.items.length > 0 ? setConfirming(true) : remove()),
          },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        title={t('section.removeTitle', { name })}
        text={t('section.removeText', { count: section.items.length })}
        confirmLabel={t('section.removeConfirm')}
        cancelLabel={pt('common.cancel')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        danger
      />
    </Stack>
  );
});

/** One section: its title, time and items, dragged by its handle among the sections. */
export function SectionCard({ section }: { section: PlanSection }) {
  const { openPicker } = usePlannerCommands();
  const t = usePlannerT();
  const sortable = useSortable({
    id: section._id,
    data: { type: 'section', sectionId: section._id },
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const name = section.title || t('section.untitled');

  return (
    <Paper
      component="section"
      variant="outlined"
      ref={sortable.setNodeRef}
      aria-label={name}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        p: { xs: 1, sm: 1.5 },
        position: 'relative',
        zIndex: sortable.isDragging ? 3 : undefined,
        boxShadow: sortable.isDragging ? 6 : 0,
        bgcolor: 'grey.50',
      }}
    >
      <SectionHeader
        section={section}
        name={name}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        setActivatorNodeRef={sortable.setActivatorNodeRef}
      />
      <ItemList section={section} />
      <Button
        startIcon={<PlannerIcon name="add" />}
        onClick={() => openPicker({ kind: 'section', sectionId: section._id })}
        aria-label={t('section.addItemsTo', { title: name })}
        sx={{ mt: 1, minHeight: 44 }}
      >
        {t('section.addItems')}
      </Button>
    </Paper>
  );
}
