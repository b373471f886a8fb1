import {
  EXERCISE_NAME_MAX,
  MARKDOWN_MAX,
  MAX_BLOCKS,
  MAX_BLOCK_MINUTES,
  MAX_COUNT,
  MAX_TAGS,
  TAG_MAX_LENGTH,
  exerciseCreateSchema,
  type ExerciseCreate,
} from '@courtside/domain';
import type { ExerciseItem } from './api/exercises-api.ts';
import type { ExercisesKey } from './i18n.ts';

export interface BlockValues {
  /** Stable React key, also for blocks not saved yet. */
  key: string;
  _id?: string;
  description: string;
  coaching_points: string;
  video_url: string;
  tactics_board: string | null;
  time_min: string;
}

export interface RelatedOption {
  _id: string;
  name: string;
}

export interface ExerciseFormValues {
  name: string;
  persons: string;
  beaters: string;
  chasers: string;
  tags: string[];
  materials: string[];
  blocks: BlockValues[];
  related: RelatedOption[];
}

export type BlockField = 'description' | 'coaching_points' | 'video_url' | 'time_min';
export type CountField = 'persons' | 'beaters' | 'chasers';

/** A validation message: a key of the exercises namespace with its values. */
export interface FormMessage {
  key: ExercisesKey;
  values?: Record<string, number>;
}

/** Messages by path: `name`, `persons`, `tags`, `blocks`, `description_blocks.2.video_url`, … */
export type FormErrors = Record<string, FormMessage>;

let nextKey = 0;
const newKey = () => `block-${++nextKey}`;

export const emptyBlock = (): BlockValues => ({
  key: newKey(),
  description: '',
  coaching_points: '',
  video_url: '',
  tactics_board: null,
  time_min: '',
});

export const emptyFormValues = (): ExerciseFormValues => ({
  name: '',
  persons: '',
  beaters: '',
  chasers: '',
  tags: [],
  materials: [],
  blocks: [emptyBlock()],
  related: [],
});

/** Whether removing the block would throw something away. */
export const blockHasContent = (block: BlockValues): boolean =>
  block.tactics_board !== null ||
  [block.description, block.coaching_points, block.video_url, block.time_min].some(
    (text) => text.trim() !== '',
  );

const countText = (n: number) => (n ? String(n) : '');

export function formValuesFromExercise(
  exercise: ExerciseItem,
  related: readonly RelatedOption[],
): ExerciseFormValues {
  const names = new Map(related.map((r) => [r._id, r.name]));
  return {
    name: exercise.name,
    persons: countText(exercise.persons),
    beaters: countText(exercise.beaters),
    chasers: countText(exercise.chasers),
    tags: [...exercise.tags],
    materials: [...exercise.materials],
    blocks: exercise.description_blocks.map((block) => ({
      key: newKey(),
      _id: block._id,
      description: block.description,
      coaching_points: block.coaching_points,
      video_url: block.video_url,
      tactics_board: block.tactics_board,
      time_min: countText(block.time_min),
    })),
    // Related exercises that were deleted meanwhile are not listed by the server; drop them.
    related: exercise.related_to.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ _id: id, name }];
    }),
  };
}

/** Empty means 0; anything else must be a whole number, which the schema then checks. */
const toCount = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

export function formValuesToInput(values: ExerciseFormValues): ExerciseCreate {
  return {
    name: values.name,
    persons: toCount(values.persons),
    beaters: toCount(values.beaters),
    chasers: toCount(values.chasers),
    tags: values.tags,
    materials: values.materials,
    description_blocks: values.blocks.map((block) => ({
      ...(block._id ? { _id: block._id } : {}),
      description: block.description,
      coaching_points: block.coaching_points,
      video_url: block.video_url.trim(),
      tactics_board: block.tactics_board,
      time_min: toCount(block.time_min),
    })),
    related_to: values.related.map((r) => r._id),
  };
}

interface Issue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

const wholeNumber = (max: number): FormMessage => ({
  key: 'validation.wholeNumber',
  values: { min: 0, max },
});

function messageFor(issue: Issue, path: string[]): FormMessage {
  const [field, index, blockField] = path;
  const max = typeof issue.maximum === 'number' ? issue.maximum : undefined;
  switch (field) {
    case 'name':
      return issue.code === 'too_big'
        ? { key: 'validation.tooLong', values: { max: EXERCISE_NAME_MAX } }
        : { key: 'validation.required' };
    case 'persons':
      return issue.code === 'custom' ? { key: 'validation.personsTooFew' } : wholeNumber(MAX_COUNT);
    case 'beaters':
    case 'chasers':
      return wholeNumber(MAX_COUNT);
    case 'tags':
    case 'materials':
      return index === undefined
        ? { key: 'validation.tooManyLabels', values: { max: MAX_TAGS } }
        : { key: 'validation.labelTooLong', values: { max: TAG_MAX_LENGTH } };
    case 'description_blocks':
      if (blockField === undefined)
        return { key: 'validation.tooManyBlocks', values: { max: MAX_BLOCKS } };
      if (blockField === 'time_min') return wholeNumber(MAX_BLOCK_MINUTES);
      if (blockField === 'video_url' && issue.code !== 'too_big') return { key: 'validation.url' };
      return { key: 'validation.tooLong', values: { max: max ?? MARKDOWN_MAX } };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Where a message shows: label lists and block lists as a whole, block fields per block. */
function errorPath(path: string[]): string {
  const [field, index, blockField] = path;
  if (field === 'tags' || field === 'materials' || field === 'related_to') return field;
  if (field === 'description_blocks') {
    return blockField === undefined ? 'blocks' : `description_blocks.${index}.${blockField}`;
  }
  return field ?? '';
}

export type ValidationResult =
  { ok: true; data: ExerciseCreate; errors: FormErrors } | { ok: false; errors: FormErrors };

/** Validates with the domain's create schema (the update schema adds only the version). */
export function validateExerciseForm(values: ExerciseFormValues): ValidationResult {
  const parsed = exerciseCreateSchema.safeParse(formValuesToInput(values));
  if (parsed.success) return { ok: true, data: parsed.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    errors[errorPath(path)] ??= messageFor(issue, path);
  }
  return { ok: false, errors };
}
