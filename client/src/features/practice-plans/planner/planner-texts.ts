import type { ClockSpan, ClockTime } from '@courtside/domain';
import type { PlannerT } from './i18n.ts';
import type { Refusal } from './planner-model.ts';
import type { FieldProblem } from './planner-validation.ts';

/** A field problem in the coach's language. */
export function problemText(t: PlannerT, problem: FieldProblem | undefined): string | undefined {
  return problem && t(`problems.${problem.key}`, problem.values);
}

/** Why a change was refused, in the coach's language. */
export function refusalText(t: PlannerT, refusal: Refusal): string {
  return t(`refusals.${refusal.code}`, refusal.values);
}

function clockTime(t: PlannerT, time: ClockTime): string {
  return time.dayOffset === 0
    ? time.time
    : t('timeline.laterDay', { time: time.time, days: time.dayOffset });
}

/** "19:00–19:15" (with the day when a late session runs past midnight). */
export function spanText(t: PlannerT, span: ClockSpan): string {
  return t('timeline.span', { start: clockTime(t, span.start), end: clockTime(t, span.end) });
}
