import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MARKDOWN_MAX,
  MAX_HEAD_COUNT,
  MAX_PLANNED_MINUTES,
  MAX_TAGS,
  PLAN_NAME_MAX,
  TAG_MAX_LENGTH,
  type PlanSection,
} from '@courtside/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCreatePracticePlanMutation } from '../api/practice-plans-api.ts';
import { usePracticePlansT, type PracticePlansT } from '../i18n.ts';
import {
  emptyPlanForm,
  readPlanForm,
  type PlanFormField,
  type PlanFormValues,
} from './add-form/plan-form-values.ts';
import { describePlanError, refusedFields } from './plan-errors.ts';
import { PlanTagField } from './plan-tag-field.tsx';
import { newUuid } from '../../../lib/new-uuid.ts';
import { numberFieldProps } from '../../../lib/number-field-text.ts';

/** The limits the refusal texts name. */
const LIMITS: Partial<Record<PlanFormField, Record<string, number>>> = {
  name: { max: PLAN_NAME_MAX },
  description: { max: MARKDOWN_MAX },
  plannedMinutes: { max: MAX_PLANNED_MINUTES },
  headCount: { max: MAX_HEAD_COUNT },
  tags: { max: MAX_TAGS, length: TAG_MAX_LENGTH },
};

const STARTER_SECTIONS = ['warmUp', 'mainPart', 'game', 'coolDown'] as const;

/** The four parts of a session, titled in the coach's language, to fill in the planner. */
const starterSections = (t: PracticePlansT): PlanSection[] =>
  STARTER_SECTIONS.map((part) => ({
    _id: newUuid(),
    title: t(`form.sections.${part}`),
    items: [],
  }));

/** `/practice-plans/add`: name and frame of a new plan; the planner fills it in. */
export function PracticePlanAddPage() {
  const t = usePracticePlansT();
  const navigate = useNavigate();
  const [createPlan, creation] = useCreatePracticePlanMutation();
  const [values, setValues] = useState<PlanFormValues>(emptyPlanForm);
  // Fields the form's own rules refuse show once left after a change, or after a submit.
  const [shown, setShown] = useState<ReadonlySet<PlanFormField>>(new Set());
  const [serverRefused, setServerRefused] = useState<ReadonlySet<PlanFormField>>(new Set());
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const checked = readPlanForm(values, []);
  const refused = (field: PlanFormField) =>
    serverRefused.has(field) || (shown.has(field) && !checked.ok && checked.refused.has(field));

  // After a refused submit the keyboard goes to the first field to fix.
  useEffect(() => {
    if (failedSubmits > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [failedSubmits]);

  const change = <F extends keyof PlanFormValues>(field: F, value: PlanFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverRefused.has(field as PlanFormField)) {
      setServerRefused((current) => new Set([...current].filter((f) => f !== field)));
    }
  };
  const show = (field: PlanFormField) => setShown((current) => new Set(current).add(field));
  const refusal = (field: PlanFormField) =>
    refused(field) ? t(`form.invalid.${field}`, LIMITS[field]) : undefined;

  const textField = (field: Exclude<PlanFormField, 'tags'>, hint?: string) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => values[field] !== emptyPlanForm()[field] && show(field),
    label: t(`form.fields.${field}`),
    error: refused(field),
    helperText: refusal(field) ?? hint ?? ' ',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPlanForm(values, starterSections(t));
    if (!read.ok) {
      setShown(new Set(read.refused));
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      const created = await createPlan(read.plan).unwrap();
      await navigate(`/practice-plans/${created._id}/update`);
    } catch (failure) {
      const fields = refusedFields(failure) as Set<PlanFormField>;
      setServerRefused(fields);
      if (fields.size > 0) setFailedSubmits((n) => n + 1);
    }
  };

  const failure = creation.error
    ? describePlanError(creation.error, { 403: 'errors.forbiddenCreate' })
    : null;

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 760 }}>
      <title>{t('form.documentTitle')}</title>
      <Stack component="header" spacing={1}>
        <Typography variant="h4" component="h1">
          {t('form.title')}
        </Typography>
        <Typography color="text.secondary">{t('form.intro')}</Typography>
      </Stack>
      <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <TextField
            {...textField('name')}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: PLAN_NAME_MAX } }}
          />
          <TextField
            {...textField('description', t('form.descriptionHint'))}
            multiline
            minRows={3}
            fullWidth
          />
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TextField
              {...textField('date')}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              {...textField('startTime')}
              type="time"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              {...textField('plannedMinutes', t('form.plannedMinutesHint'))}
              {...numberFieldProps(values.plannedMinutes, (text) => change('plannedMinutes', text))}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MAX_PLANNED_MINUTES, inputMode: 'numeric' } }}
            />
            <TextField
              {...textField('headCount')}
              {...numberFieldProps(values.headCount, (text) => change('headCount', text))}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MAX_HEAD_COUNT, inputMode: 'numeric' } }}
            />
          </Box>
          <PlanTagField
            freeEntry
            label={t('form.fields.tags')}
            value={values.tags}
            onChange={(tags) => {
              change('tags', tags);
              show('tags');
            }}
            error={refusal('tags')}
            helperText={t('form.tagsHint')}
          />
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={values.isPrivate}
                  onChange={(event) => change('isPrivate', event.target.checked)}
                />
              }
              label={t('form.fields.isPrivate')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('form.privateHint')}
            </Typography>
          </Box>
          {failure && (
            <Alert severity="error" role="alert">
              {t(failure.key, failure.values)}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" size="large" loading={creation.isLoading}>
              {t('form.create')}
            </Button>
            <Button
              size="large"
              component={RouterLink}
              to="/practice-plans"
              disabled={creation.isLoading}
            >
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
