import type { PlanActivity } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  calendarBlocker,
  calendarFile,
  calendarFileName,
  eventDescription,
  type CalendarTexts,
} from './calendar.ts';
import { makePlan, PLAN_ID } from './components/plan-fixtures.ts';

const texts: CalendarTexts = {
  title: (activity: PlanActivity) =>
    activity.kind === 'exercise'
      ? `exercise ${activity.exerciseId.slice(-2)}`
      : activity.kind === 'tacticboard'
        ? 'board'
        : activity.kind === 'break'
          ? (activity.note ?? 'Break')
          : activity.text,
  minutes: (count) => `${count} min`,
  parallel: 'Groups in parallel',
  breakWord: 'Break',
};

/** The file's properties by name, lines unfolded and text values unescaped (RFC 5545 §3.1, §3.3.11). */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  return new Map(
    event.map((line) => {
      const colon = line.indexOf(':');
      const value = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1');
      return [line.slice(0, colon).split(';')[0] ?? '', value];
    }),
  );
}

const url = `https://courtside.example/practice-plans/${PLAN_ID}`;

describe('practice plan calendar file', () => {
  it('starts at the plan’s local date and time and lasts the planned length', async () => {
    const file = await calendarFile(makePlan(), { url, texts });
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const event = parseIcs(file);
    // Floating local time: no Z, no time zone.
    expect(event.get('DTSTART')).toBe('20260303T190000');
    expect(event.get('DURATION')).toBe('PT90M');
    expect(event.get('SUMMARY')).toBe('Tuesday training');
    expect(event.get('URL')).toBe(url);
    expect(event.get('UID')).toBe(`${PLAN_ID}@courtside`);
    expect(event.get('SEQUENCE')).toBe('4');
  });

  it('lasts as long as the items when they run over the planned length', async () => {
    const event = parseIcs(await calendarFile(makePlan({ plannedMinutes: 60 }), { url, texts }));
    expect(event.get('DURATION')).toBe('PT80M');
  });

  it('describes every section and item with its clock time and minutes', async () => {
    const event = parseIcs(await calendarFile(makePlan(), { url, texts }));
    expect(event.get('DESCRIPTION')).toBe(
      [
        'Warm-up (19:00–19:15, 15 min)',
        '19:00 exercise 01 (15 min)',
        '19:15 Bring bibs',
        '',
        'Main part (19:15–19:50, 35 min)',
        '19:15 Groups in parallel (30 min)',
        '  - Keepers and chasers: exercise 01 (30 min)',
        '  - Beaters: exercise 02 (25 min)',
        '  - Seekers: board (20 min)',
        '19:45 Break: Drinks (5 min)',
        '',
        'Game (19:50–20:20, 30 min)',
        '19:50 exercise 03 (30 min)',
      ].join('\n'),
    );
  });

  it('calls a break without a note just a break', () => {
    const plan = makePlan();
    const sections = plan.sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.kind === 'break' ? { _id: item._id, kind: item.kind, minutes: item.minutes } : item,
      ),
    }));
    expect(eventDescription({ ...plan, sections }, texts)).toContain('19:45 Break (5 min)');
  });

  it('keeps names with commas and semicolons intact', async () => {
    const plan = makePlan({ name: 'Tuesday; hall 2, late' });
    expect(parseIcs(await calendarFile(plan, { url, texts })).get('SUMMARY')).toBe(
      'Tuesday; hall 2, late',
    );
  });

  it('folds every line at 75 octets without splitting a character', async () => {
    const name = `Dienstag – Halle 2 💧 ${'Übung – '.repeat(12)}`;
    const file = await calendarFile(makePlan({ name }), { url, texts });
    const encoder = new TextEncoder();
    const lines = file.split('\r\n');
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolded, the name is whole again (no character was cut in two).
    expect(parseIcs(file).get('SUMMARY')).toBe(name);
  });

  it('leaves clock times out of a description without a start time', () => {
    const description = eventDescription(makePlan({ startTime: null }), texts);
    expect(description.split('\n').slice(0, 2)).toEqual([
      'Warm-up (15 min)',
      'exercise 01 (15 min)',
    ]);
  });

  it('says why a plan cannot go into a calendar', async () => {
    expect(calendarBlocker(makePlan())).toBeNull();
    expect(calendarBlocker(makePlan({ date: null }))).toBe('noDate');
    expect(calendarBlocker(makePlan({ startTime: null }))).toBe('noStartTime');
    expect(calendarBlocker(makePlan({ sections: [], plannedMinutes: null }))).toBe('noMinutes');
    expect(calendarBlocker(makePlan({ sections: [], plannedMinutes: 60 }))).toBeNull();
    await expect(calendarFile(makePlan({ date: null }), { url, texts })).rejects.toThrow();
  });

  it('names the file after the plan', () => {
    expect(calendarFileName('Tuesday training')).toBe('Tuesday training.ics');
    expect(calendarFileName('U18: a/b  "final"?')).toBe('U18 a b final.ics');
    expect(calendarFileName(' / ')).toBe('practice-plan.ics');
    expect(calendarFileName('Tuesday...')).toBe('Tuesday.ics');
  });
});
