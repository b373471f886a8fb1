import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { BlockField, BlockValues } from '../exercise-form-values.ts';
import { useExercisesT } from '../i18n.ts';
import { TacticBoardPicker, type BoardOptions } from './tactic-board-picker.tsx';
import { numberFieldProps } from '../../../lib/number-field-text.ts';

export type BlockErrors = Partial<Record<BlockField, string>>;

interface BlockEditorProps {
  block: BlockValues;
  index: number;
  count: number;
  boards: BoardOptions;
  errors: BlockErrors;
  onChange: (block: BlockValues, field: BlockField | 'tactics_board') => void;
  onBlur: (blockKey: string, field: BlockField) => void;
  onMove: (blockKey: string, offset: -1 | 1) => void;
  /** Asks to remove the block, titled as the coach sees it. */
  onRemove: (block: BlockValues, title: string) => void;
}

const sameErrors = (a: BlockErrors, b: BlockErrors) =>
  (['description', 'coaching_points', 'video_url', 'time_min'] as const).every(
    (field) => a[field] === b[field],
  );

/** Re-renders only when its own block, position or messages change, so typing stays quick. */
export const BlockEditor = memo(
  BlockEditorView,
  (before, after) =>
    before.block === after.block &&
    before.index === after.index &&
    before.count === after.count &&
    before.boards === after.boards &&
    before.onChange === after.onChange &&
    before.onBlur === after.onBlur &&
    before.onMove === after.onMove &&
    before.onRemove === after.onRemove &&
    sameErrors(before.errors, after.errors),
);

function BlockEditorView(props: BlockEditorProps) {
  const { block, index, count, boards, errors, onChange, onBlur, onMove, onRemove } = props;
  const errorFor = (field: BlockField) => errors[field];
  const t = useExercisesT();
  const title = t('form.blockTitle', { number: index + 1 });
  const text = (field: BlockField) => ({
    value: block[field],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...block, [field]: event.target.value }, field),
    onBlur: () => onBlur(block.key, field),
    error: !!errorFor(field),
    fullWidth: true,
  });

  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 500 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            onClick={() => onMove(block.key, -1)}
            disabled={index === 0}
            aria-label={t('form.moveUp', { block: title })}
          >
            {`\u2191 ${t('form.up')}`}
          </Button>
          <Button
            size="small"
            onClick={() => onMove(block.key, 1)}
            disabled={index === count - 1}
            aria-label={t('form.moveDown', { block: title })}
          >
            {`\u2193 ${t('form.down')}`}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onRemove(block, title)}
            aria-label={t('form.removeBlock', { block: title })}
          >
            {t('form.remove')}
          </Button>
        </Stack>
        <TextField
          {...text('description')}
          label={t('fields.description')}
          multiline
          minRows={3}
          helperText={errorFor('description') ?? t('form.markdownHint')}
          slotProps={{ htmlInput: { 'aria-label': `${t('fields.description')} (${title})` } }}
        />
        <TextField
          {...text('coaching_points')}
          label={t('fields.coachingPoints')}
          multiline
          minRows={2}
          helperText={errorFor('coaching_points') ?? t('form.markdownHint')}
          slotProps={{ htmlInput: { 'aria-label': `${t('fields.coachingPoints')} (${title})` } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...text('time_min')}
            {...numberFieldProps(block.time_min, (minutes) =>
              onChange({ ...block, time_min: minutes }, 'time_min'),
            )}
            type="number"
            label={t('fields.timeMinutes')}
            helperText={errorFor('time_min') ?? ' '}
            slotProps={{
              htmlInput: {
                min: 0,
                inputMode: 'numeric',
                'aria-label': `${t('fields.timeMinutes')} (${title})`,
              },
            }}
            sx={{ maxWidth: { sm: 180 } }}
          />
          <TextField
            {...text('video_url')}
            type="url"
            label={t('fields.videoUrl')}
            helperText={errorFor('video_url') ?? t('form.videoHint')}
            slotProps={{ htmlInput: { 'aria-label': `${t('fields.videoUrl')} (${title})` } }}
          />
        </Stack>
        <TacticBoardPicker
          boards={boards}
          value={block.tactics_board}
          onChange={(boardId) => onChange({ ...block, tactics_board: boardId }, 'tactics_board')}
          label={`${t('fields.tacticBoard')} (${title})`}
        />
      </Stack>
    </Paper>
  );
}
