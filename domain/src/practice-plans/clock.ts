import { itemMinutes, sessionMinutes } from './durations.ts';
import type { PlanSection } from './schema.ts';

const MINUTES_PER_DAY = 24 * 60;

/** A clock time on the plan's day or, for a session running past midnight, a later one. */
export interface ClockTime {
  /** HH:MM on a 24-hour clock. */
  time: string;
  /** 0 on the plan's day, 1 on the day after, … */
  dayOffset: number;
}

export interface ClockSpan {
  start: ClockTime;
  end: ClockTime;
}

export interface ItemClock extends ClockSpan {
  itemId: string;
}

export interface SectionClock extends ClockSpan {
  sectionId: string;
  items: ItemClock[];
}

export interface PlanClock extends ClockSpan {
  sections: SectionClock[];
}

/** Minutes after midnight of an HH:MM time, or undefined when it is no valid 24-hour time. */
export function parseClockTime(hhmm: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The clock time `minutes` after midnight of the plan's day; past 24:00 it moves to later days. */
export function clockTimeAt(minutes: number): ClockTime {
  const dayOffset = Math.floor(minutes / MINUTES_PER_DAY);
  const ofDay = minutes - dayOffset * MINUTES_PER_DAY;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { time: `${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`, dayOffset };
}

const span = (from: number, to: number): ClockSpan => ({
  start: clockTimeAt(from),
  end: clockTimeAt(to),
});

/** The plan's start in minutes after midnight; undefined without a (valid) start time. */
const startMinutes = ({ startTime }: { startTime: string | null }) =>
  startTime === null ? undefined : parseClockTime(startTime);

/**
 * Start and end clock time of the plan, each section and each item, everything back to back
 * from the start time. Undefined when the plan has no (valid) start time.
 */
export function clockTimes(plan: {
  startTime: string | null;
  sections: readonly PlanSection[];
}): PlanClock | undefined {
  const start = startMinutes(plan);
  if (start === undefined) return undefined;
  let now = start;
  const sections = plan.sections.map((section): SectionClock => {
    const sectionStart = now;
    const items = section.items.map((item): ItemClock => {
      const itemStart = now;
      now += itemMinutes(item);
      return { itemId: item._id, ...span(itemStart, now) };
    });
    return { sectionId: section._id, ...span(sectionStart, now), items };
  });
  return { ...span(start, now), sections };
}

/**
 * When the session runs, from its start time for its `sessionMinutes`: what a plan's page, its
 * sheet and its calendar event give as its time. Undefined without a (valid) start time.
 */
export function sessionSpan(plan: {
  startTime: string | null;
  plannedMinutes: number | null;
  sections: readonly PlanSection[];
}): ClockSpan | undefined {
  const start = startMinutes(plan);
  return start === undefined ? undefined : span(start, start + sessionMinutes(plan));
}
