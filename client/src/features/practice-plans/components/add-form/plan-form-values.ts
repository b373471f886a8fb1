import {
  practicePlanCreateSchema,
  type PlanSection,
  type PracticePlanContent,
} from '@courtside/domain';

/** What the add form's fields hold; numbers stay text until the form is read. */
export interface PlanFormValues {
  name: string;
  description: string;
  /** YYYY-MM-DD, or '' for none. */
  date: string;
  /** HH:MM, or '' for none. */
  startTime: string;
  plannedMinutes: string;
  headCount: string;
  tags: string[];
  isPrivate: boolean;
}

/** The fields that can be refused, by the form's rules or by the server. */
export const PLAN_FORM_FIELDS = [
  'name',
  'description',
  'date',
  'startTime',
  'plannedMinutes',
  'headCount',
  'tags',
] as const;
export type PlanFormField = (typeof PLAN_FORM_FIELDS)[number];

export const emptyPlanForm = (): PlanFormValues => ({
  name: '',
  description: '',
  date: '',
  startTime: '',
  plannedMinutes: '',
  headCount: '',
  tags: [],
  isPrivate: false,
});

// A blank field is no number; anything else goes to the schema as typed, so "1.5" or "abc"
// is refused there rather than quietly rounded or dropped.
const count = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export type PlanFormResult =
  { ok: true; plan: PracticePlanContent } | { ok: false; refused: ReadonlySet<PlanFormField> };

/** The new plan the fields describe, with `sections` to start from, or the fields refused. */
export function readPlanForm(values: PlanFormValues, sections: PlanSection[]): PlanFormResult {
  const parsed = practicePlanCreateSchema.safeParse({
    name: values.name,
    description: values.description,
    date: values.date || null,
    startTime: values.startTime || null,
    plannedMinutes: count(values.plannedMinutes),
    headCount: count(values.headCount),
    tags: values.tags,
    isPrivate: values.isPrivate,
    sections,
  });
  if (parsed.success) return { ok: true, plan: parsed.data };
  const fields = new Set<string>(PLAN_FORM_FIELDS);
  const refused = new Set(
    parsed.error.issues
      .map((issue) => String(issue.path[0]))
      .filter((field): field is PlanFormField => fields.has(field)),
  );
  return { ok: false, refused };
}
