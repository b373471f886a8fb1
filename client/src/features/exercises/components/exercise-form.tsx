import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExerciseCreate } from '@courtside/domain';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { numberFieldProps } from '../../../lib/number-field-text.ts';
import {
  blockHasContent,
  emptyBlock,
  validateExerciseForm,
  type BlockField,
  type BlockValues,
  type CountField,
  type ExerciseFormValues,
  type FormMessage,
} from '../exercise-form-values.ts';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { useExercisesT } from '../i18n.ts';
import { BlockEditor } from './block-editor.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog.tsx';
import { LabelAutocomplete } from './label-autocomplete.tsx';
import { RelatedExercisesPicker } from './related-exercises-picker.tsx';
import type { BoardOptions } from './tactic-board-picker.tsx';

interface ExerciseFormProps {
  initialValues: ExerciseFormValues;
  /** Saves; resolves to where to go afterwards, or null to stay (the error is shown by the page). */
  onSave: (data: ExerciseCreate) => Promise<string | null>;
  submitLabel: string;
  /** Where Cancel goes (the unsaved-changes question still applies). */
  cancelTo: string;
  boards: BoardOptions;
  excludeId?: string;
  /** The last save's error, rendered above the buttons. */
  error?: ReactNode;
}

const COUNT_FIELDS: CountField[] = ['persons', 'beaters', 'chasers'];

export function ExerciseForm(props: ExerciseFormProps) {
  const { initialValues, onSave, submitLabel, cancelTo, boards, excludeId, error } = props;
  const t = useExercisesT();
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // Fields edited at least once; their messages show once they are left.
  const changed = useRef(new Set<string>());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const validation = useMemo(() => validateExerciseForm(values), [values]);
  const dirty = useMemo(
    () => leaveTo === null && JSON.stringify(values) !== JSON.stringify(initialValues),
    [values, initialValues, leaveTo],
  );
  const blocker = useUnsavedChanges(dirty);

  // After a refused submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  // Navigate only after the render that cleared `dirty`, so the blocker lets it pass.
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const message = (path: string, touchKey = path): string | undefined => {
    const found: FormMessage | undefined = validation.errors[path];
    if (!found || !(submitted || touched.has(touchKey))) return undefined;
    return t(found.key, found.values);
  };
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);
  const change = (key: string, next: ExerciseFormValues) => {
    setValues(next);
    changed.current.add(key);
  };
  /** Lists have no single moment of leaving, so their messages show as soon as they change. */
  const changeNow = (key: string, next: ExerciseFormValues) => {
    setValues(next);
    touch(key);
  };
  const blur = useCallback(
    (key: string) => {
      if (changed.current.has(key)) touch(key);
    },
    [touch],
  );
  const field = (name: 'name' | CountField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      change(name, { ...values, [name]: event.target.value }),
    onBlur: () => blur(name),
    error: !!message(name),
    helperText: message(name) ?? ' ',
  });

  const updateBlocks = useCallback(
    (update: (blocks: ExerciseFormValues['blocks']) => ExerciseFormValues['blocks']) => {
      setValues((current) => ({ ...current, blocks: update(current.blocks) }));
      touch('blocks');
    },
    [touch],
  );
  const changeBlock = useCallback((next: BlockValues, name: string) => {
    setValues((current) => ({
      ...current,
      blocks: current.blocks.map((b) => (b.key === next.key ? next : b)),
    }));
    changed.current.add(`${next.key}.${name}`);
  }, []);
  const blurBlock = useCallback(
    (blockKey: string, name: BlockField) => blur(`${blockKey}.${name}`),
    [blur],
  );
  const moveBlock = useCallback(
    (blockKey: string, offset: -1 | 1) =>
      updateBlocks((blocks) => {
        const index = blocks.findIndex((b) => b.key === blockKey);
        const target = index + offset;
        if (index < 0 || target < 0 || target >= blocks.length) return blocks;
        const next = [...blocks];
        [next[index], next[target]] = [next[target] as BlockValues, next[index] as BlockValues];
        return next;
      }),
    [updateBlocks],
  );
  const dropBlock = useCallback(
    (blockKey: string) => updateBlocks((blocks) => blocks.filter((b) => b.key !== blockKey)),
    [updateBlocks],
  );
  /** A block with something in it goes only once the coach confirms: there is no undo. */
  const [removing, setRemoving] = useState<{ key: string; title: string } | null>(null);
  const removeBlock = useCallback(
    (block: BlockValues, title: string) => {
      if (blockHasContent(block)) setRemoving({ key: block.key, title });
      else dropBlock(block.key);
    },
    [dropBlock],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.ok) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (saving) return;
    setSaving(true);
    try {
      const target = await onSave(validation.data);
      if (target !== null) setLeaveTo(target);
    } catch {
      // The page shows the error.
    } finally {
      setSaving(false);
    }
  };

  const hasErrors = submitted && !validation.ok;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <TextField {...field('name')} label={t('fields.name')} required autoFocus fullWidth />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // Three short numbers side by side on a phone too: one a row took 290 px there.
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          }}
        >
          {COUNT_FIELDS.map((name) => (
            <TextField
              key={name}
              {...field(name)}
              {...numberFieldProps(values[name], (text) =>
                change(name, { ...values, [name]: text }),
              )}
              type="number"
              label={t(`fields.${name}`)}
              slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
            />
          ))}
        </Box>
        <LabelAutocomplete
          kind="tags"
          freeEntry
          label={t('fields.tags')}
          value={values.tags}
          onChange={(tags) => changeNow('tags', { ...values, tags })}
          error={message('tags')}
          helperText={t('form.labelHint')}
        />
        <LabelAutocomplete
          kind="materials"
          freeEntry
          label={t('fields.materials')}
          value={values.materials}
          onChange={(materials) => changeNow('materials', { ...values, materials })}
          error={message('materials')}
          helperText={t('form.labelHint')}
        />

        <Stack component="section" spacing={2} aria-labelledby="blocks-heading">
          <Typography id="blocks-heading" variant="h6" component="h2">
            {t('fields.blocks')}
          </Typography>
          {values.blocks.length === 0 && (
            <Typography color="text.secondary">{t('form.noBlocks')}</Typography>
          )}
          {values.blocks.map((block, index) => (
            <BlockEditor
              key={block.key}
              block={block}
              index={index}
              count={values.blocks.length}
              boards={boards}
              errors={{
                description: message(
                  `description_blocks.${index}.description`,
                  `${block.key}.description`,
                ),
                coaching_points: message(
                  `description_blocks.${index}.coaching_points`,
                  `${block.key}.coaching_points`,
                ),
                video_url: message(
                  `description_blocks.${index}.video_url`,
                  `${block.key}.video_url`,
                ),
                time_min: message(`description_blocks.${index}.time_min`, `${block.key}.time_min`),
              }}
              onChange={changeBlock}
              onBlur={blurBlock}
              onMove={moveBlock}
              onRemove={removeBlock}
            />
          ))}
          {message('blocks') && <Alert severity="error">{message('blocks')}</Alert>}
          <Button
            variant="outlined"
            onClick={() => updateBlocks((blocks) => [...blocks, emptyBlock()])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('form.addBlock')}
          </Button>
        </Stack>

        <RelatedExercisesPicker
          value={values.related}
          onChange={(related) => changeNow('related_to', { ...values, related })}
          excludeId={excludeId}
          error={message('related_to')}
        />

        {hasErrors && (
          <Alert severity="error" role="alert">
            {t('form.fixErrors')}
          </Alert>
        )}
        {error}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large" loading={saving}>
            {submitLabel}
          </Button>
          <Button size="large" component={RouterLink} to={cancelTo} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>

      <ConfirmDialog
        open={removing !== null}
        title={t('form.removeBlockTitle', { block: removing?.title ?? '' })}
        text={t('form.removeBlockText')}
        confirmLabel={t('form.remove')}
        cancelLabel={t('form.keepBlock')}
        danger
        onConfirm={() => {
          if (removing) dropBlock(removing.key);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('unsaved.title')}
        text={t('unsaved.text')}
        leaveLabel={t('unsaved.leave')}
        stayLabel={t('unsaved.stay')}
      />
    </Box>
  );
}
