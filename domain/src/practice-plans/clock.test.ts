import { describe, expect, it } from 'vitest';
import { clockTimeAt, clockTimes, parseClockTime, sessionSpan } from './clock.ts';
import { exercise, pause, plan, section, text, tuesday } from './plan-fixtures.ts';

describe('parseClockTime', () => {
  it('reads HH:MM as minutes after midnight', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('19:05')).toBe(19 * 60 + 5);
    expect(parseClockTime('23:59')).toBe(1439);
  });

  it('refuses what is no 24-hour time', () => {
    for (const bad of ['24:00', '7:00', '12:60', '12:5', '', '12:00:00']) {
      expect(parseClockTime(bad)).toBeUndefined();
    }
  });
});

describe('clockTimeAt', () => {
  it('wraps past midnight onto the next days', () => {
    expect(clockTimeAt(0)).toEqual({ time: '00:00', dayOffset: 0 });
    expect(clockTimeAt(1439)).toEqual({ time: '23:59', dayOffset: 0 });
    expect(clockTimeAt(1440)).toEqual({ time: '00:00', dayOffset: 1 });
    expect(clockTimeAt(1440 + 75)).toEqual({ time: '01:15', dayOffset: 1 });
    expect(clockTimeAt(2 * 1440 + 1)).toEqual({ time: '00:01', dayOffset: 2 });
  });
});

const times = (span: { start: { time: string }; end: { time: string } }) =>
  `${span.start.time}-${span.end.time}`;

describe('clockTimes', () => {
  it('is undefined without a start time', () => {
    expect(clockTimes({ ...tuesday(), startTime: null })).toBeUndefined();
  });

  it('is undefined for a start time that is no clock time', () => {
    expect(clockTimes({ ...tuesday(), startTime: '25:00' })).toBeUndefined();
  });

  it('gives every section and item its slot, back to back from the start time', () => {
    const plan = tuesday();
    const clock = clockTimes(plan);
    expect(clock && times(clock)).toBe('19:00-20:10');
    expect(clock?.sections.map(times)).toEqual(['19:00-19:10', '19:10-19:40', '19:40-20:10']);
    expect(clock?.sections.map((s) => s.items.map(times))).toEqual([
      ['19:00-19:10', '19:10-19:10'],
      ['19:10-19:35', '19:35-19:40'],
      ['19:40-20:10'],
    ]);
    expect(clock?.sections[1]?.sectionId).toBe(plan.sections[1]?._id);
    expect(clock?.sections[1]?.items[0]?.itemId).toBe(plan.sections[1]?.items[0]?._id);
  });

  it('carries on past midnight with a day offset', () => {
    const late = plan([section('Night', exercise(45), pause(30), text('home', 0))], {
      startTime: '23:30',
    });
    const clock = clockTimes(late);
    expect(clock?.start).toEqual({ time: '23:30', dayOffset: 0 });
    expect(clock?.end).toEqual({ time: '00:45', dayOffset: 1 });
    expect(clock?.sections[0]?.items.map((item) => [item.start, item.end])).toEqual([
      [
        { time: '23:30', dayOffset: 0 },
        { time: '00:15', dayOffset: 1 },
      ],
      [
        { time: '00:15', dayOffset: 1 },
        { time: '00:45', dayOffset: 1 },
      ],
      [
        { time: '00:45', dayOffset: 1 },
        { time: '00:45', dayOffset: 1 },
      ],
    ]);
  });

  it('gives an empty section a slot of no length where it stands', () => {
    const clock = clockTimes(
      plan([section('A', exercise(10)), section('Empty'), section('B', exercise(5))], {
        startTime: '18:00',
      }),
    );
    expect(clock?.sections.map(times)).toEqual(['18:00-18:10', '18:10-18:10', '18:10-18:15']);
    expect(clock?.sections[1]?.items).toEqual([]);
  });

  it('gives a plan without sections a start and end at the start time', () => {
    const clock = clockTimes(plan([], { startTime: '07:05' }));
    expect(clock && times(clock)).toBe('07:05-07:05');
    expect(clock?.sections).toEqual([]);
  });
});

describe('sessionSpan', () => {
  it('runs for the planned length when the items fill less of it', () => {
    const span = sessionSpan({ ...tuesday(), plannedMinutes: 90 });
    expect(span && times(span)).toBe('19:00-20:30');
  });

  it('runs as long as the items when they take longer', () => {
    const span = sessionSpan({ ...tuesday(), plannedMinutes: 60 });
    expect(span && times(span)).toBe('19:00-20:10');
  });

  it('gives a plan without items its planned length, past midnight too', () => {
    const span = sessionSpan(plan([], { startTime: '23:00', plannedMinutes: 90 }));
    expect(span?.end).toEqual({ time: '00:30', dayOffset: 1 });
  });

  it('is undefined without a start time', () => {
    expect(sessionSpan({ ...tuesday(), startTime: null })).toBeUndefined();
  });
});
