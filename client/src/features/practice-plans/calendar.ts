import {
  clockTimes,
  itemMinutes,
  sectionMinutes,
  sessionMinutes,
  type ClockTime,
  type PlanActivity,
  type PlanItem,
  type PlanSection,
} from '@courtside/domain';

/** What the calendar file is made from. */
export interface CalendarPlan {
  _id: string;
  name: string;
  date: string | null;
  startTime: string | null;
  plannedMinutes: number | null;
  version: number;
  sections: readonly PlanSection[];
}

/** Why a plan cannot go into a calendar yet. */
export type CalendarBlocker = 'noDate' | 'noStartTime' | 'noMinutes';

/** The texts of the event's description, in the coach's language. */
export interface CalendarTexts {
  /** An activity's name: the exercise's or board's, a break's note, a free text. */
  title: (activity: PlanActivity) => string;
  minutes: (count: number) => string;
  /** The heading of a parallel item. */
  parallel: string;
  /** What a break is called: put before its note, which alone ("Drinks") would not say so. */
  breakWord: string;
}

/** Null when the plan can go into a calendar, else the first thing it lacks. */
export function calendarBlocker(plan: CalendarPlan): CalendarBlocker | null {
  if (!plan.date) return 'noDate';
  if (!plan.startTime) return 'noStartTime';
  return sessionMinutes(plan) > 0 ? null : 'noMinutes';
}

const at = (clock: ClockTime | undefined) => (clock ? `${clock.time} ` : '');

// A note that takes no time of its own gets no minutes.
const lasting = (minutes: number, texts: CalendarTexts) =>
  minutes > 0 ? ` (${texts.minutes(minutes)})` : '';

function itemLines(item: PlanItem, start: ClockTime | undefined, texts: CalendarTexts): string[] {
  const length = lasting(itemMinutes(item), texts);
  if (item.kind === 'break') {
    const title = texts.title(item);
    const named = title === texts.breakWord ? title : `${texts.breakWord}: ${title}`;
    return [`${at(start)}${named}${length}`];
  }
  if (item.kind !== 'parallel') return [`${at(start)}${texts.title(item)}${length}`];
  return [
    `${at(start)}${texts.parallel}${length}`,
    ...item.groups.map(
      ({ label, activity }) =>
        `  - ${label}: ${texts.title(activity)}${lasting(activity.minutes, texts)}`,
    ),
  ];
}

/** The plan as plain text: each section with its clock span, its items with clock time and minutes. */
export function eventDescription(plan: CalendarPlan, texts: CalendarTexts): string {
  const clock = clockTimes(plan);
  const blocks = plan.sections.map((section, s) => {
    const sectionClock = clock?.sections[s];
    const span = sectionClock ? `${sectionClock.start.time}–${sectionClock.end.time}, ` : '';
    return [
      `${section.title} (${span}${texts.minutes(sectionMinutes(section))})`,
      ...section.items.flatMap((item, i) => itemLines(item, sectionClock?.items[i]?.start, texts)),
    ].join('\n');
  });
  return blocks.join('\n\n');
}

/**
 * The plan's session as an iCalendar file. The start is a floating local time (no time zone):
 * the session starts at 19:00 where the team trains, as the plan says, whatever zone the device
 * that opens the file is set to. The UID and sequence follow the plan, so importing a changed
 * plan again updates the event instead of adding a second one.
 */
export async function calendarFile(
  plan: CalendarPlan,
  options: { url: string; texts: CalendarTexts },
): Promise<string> {
  const blocker = calendarBlocker(plan);
  if (blocker || !plan.date || !plan.startTime) throw new Error(`no calendar event: ${blocker}`);
  const [year = 0, month = 0, day = 0] = plan.date.split('-').map(Number);
  const [hour = 0, minute = 0] = plan.startTime.split(':').map(Number);
  // The ics package (and its validator) loads only when a coach asks for a file.
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `${plan._id}@courtside`,
    sequence: plan.version,
    productId: 'courtside/practice-plans',
    start: [year, month, day, hour, minute],
    startInputType: 'local',
    startOutputType: 'local',
    duration: { minutes: sessionMinutes(plan) },
    title: plan.name,
    description: eventDescription(plan, options.texts),
    url: options.url,
  });
  if (error || !value) throw error ?? new Error('no calendar event');
  return foldLines(value);
}

/** RFC 5545's limit of a content line, in octets of UTF-8, line break left out. */
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds every line at 75 octets, as RFC 5545 asks: the ics package counts characters, so a line
 * with umlauts, dashes or emoji came out longer. A character is never cut in two; a continuation
 * line starts with a space, which counts towards its 75.
 */
export function foldLines(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return unfolded
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).length;
        if (octets + size > LINE_OCTETS) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}

/** A file name from the plan's name, without characters file systems refuse. */
export function calendarFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const safe = name.replace(/[\u0000-\u001f\u007f/\\?%*:|"<>]+/g, ' ').trim();
  // A dot or space at the end would meet the extension's dot.
  const base = safe.replace(/\s+/g, ' ').replace(/[.\s]+$/u, '');
  return `${base || 'practice-plan'}.ics`;
}

/** Hands the file to the browser as a download. */
export function downloadCalendarFile(text: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
  link.download = fileName;
  link.click();
}
