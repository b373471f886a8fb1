import { randomUUID } from 'node:crypto';
import type { PlanItem, PlanSection, PracticePlanCreate } from '@courtside/domain';
import type { DemoBoard } from './demo-boards.ts';

/** The ids the seed gave the demo exercises (by name) and boards (by key). */
export interface DemoIds {
  exercise(name: string): string;
  board(key: DemoBoard['key']): string;
}

export const DEMO_PLAN_NAME = 'Tuesday practice: quick passing and bludger control';
/** The sum of the sections below; the seed test holds the plan to it. */
export const DEMO_PLAN_MINUTES = 90;

/** The next Tuesday after `today` (UTC), as YYYY-MM-DD: the plan is always for the coming week. */
export function nextTuesday(today: Date): string {
  const tuesday = 2;
  const daysAhead = (tuesday - today.getUTCDay() + 7) % 7 || 7;
  const day = new Date(today.getTime() + daysAhead * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}

const section = (title: string, items: PlanItem[]): PlanSection => ({
  _id: randomUUID(),
  title,
  items,
});

/**
 * One complete 90-minute session of the demo coach, built from the demo exercises and boards:
 * every kind of item, a parallel part for keepers and chasers, beaters and seekers, breaks and
 * free text, so the planner, pitch view and print sheet have something real to show.
 */
export function demoPlan(ids: DemoIds, today: Date): PracticePlanCreate {
  const exercise = (name: string, minutes: number): PlanItem => ({
    _id: randomUUID(),
    kind: 'exercise',
    exerciseId: ids.exercise(name),
    minutes,
  });
  const board = (key: DemoBoard['key'], minutes: number): PlanItem => ({
    _id: randomUUID(),
    kind: 'tacticboard',
    tacticboardId: ids.board(key),
    minutes,
  });
  return {
    name: DEMO_PLAN_NAME,
    description:
      'Regular Tuesday session. **Focus:** fast passes after the kick-off and winning bludger control; the positions split up for the main part and meet again for the game.',
    tags: ['tuesday', 'passing', 'beating'],
    date: nextTuesday(today),
    startTime: '19:00',
    headCount: 18,
    plannedMinutes: DEMO_PLAN_MINUTES,
    sections: [
      section('Warm-up', [
        {
          _id: randomUUID(),
          kind: 'text',
          text: "Welcome and today's goals: quick passing, bludger control. Hand out bibs in two colours.",
          minutes: 5,
        },
        exercise('Dynamic warm-up with brooms', 10),
        exercise('Passing triangles', 10),
      ]),
      section('Main part', [
        board('setPiece', 5),
        {
          _id: randomUUID(),
          kind: 'parallel',
          groups: [
            {
              _id: randomUUID(),
              label: 'Keepers and chasers',
              positions: ['keepers', 'chasers'],
              activity: {
                kind: 'exercise',
                exerciseId: ids.exercise('Hoop shooting circuit'),
                minutes: 20,
              },
            },
            {
              _id: randomUUID(),
              label: 'Beaters',
              positions: ['beaters'],
              activity: {
                kind: 'exercise',
                exerciseId: ids.exercise('Bludger control two versus one'),
                minutes: 20,
              },
            },
            {
              _id: randomUUID(),
              label: 'Seekers',
              positions: ['seekers'],
              activity: {
                kind: 'exercise',
                exerciseId: ids.exercise('Seeker grab technique'),
                minutes: 16,
              },
            },
          ],
        },
        { _id: randomUUID(), kind: 'break', minutes: 5, note: 'Drinks' },
      ]),
      section('Game', [board('beaterPlay', 5), exercise('Scrimmage with conditions', 20)]),
      section('Cool-down', [
        {
          _id: randomUUID(),
          kind: 'text',
          text: 'Easy jog and stretching, then a feedback round: one thing that worked, one to practise.',
          minutes: 10,
        },
      ]),
    ],
  };
}
