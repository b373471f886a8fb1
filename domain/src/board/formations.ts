import { CANVAS_WIDTH } from './constants.ts';
import type { PlayerRole, Team } from './constants.ts';

/** One player's spot in a formation, for team A (which defends the left hoops). */
export interface FormationSlot {
  role: PlayerRole;
  left: number;
  top: number;
}

export interface Formation {
  /** Stable id; the name is the client's text `items.formation.<id>`. */
  id: string;
  /** A formation of one team, placed for the team asked for, or of both teams at once. */
  teams: 'one' | 'both';
  slots: readonly FormationSlot[];
}

// The full court (1220 × 686): team A's hoops at x ≈ 353, its keeper line at x ≈ 401, the
// midline at 610, team B's hoops at x ≈ 866; the middle hoop and the ball at y ≈ 333.
const kickOffLine: FormationSlot[] = [
  { role: 'Chaser', left: 380, top: 183 },
  { role: 'Beater', left: 380, top: 233 },
  { role: 'Chaser', left: 380, top: 283 },
  { role: 'Keeper', left: 380, top: 333 },
  { role: 'Chaser', left: 380, top: 383 },
  { role: 'Beater', left: 380, top: 433 },
  { role: 'Seeker', left: 250, top: 620 },
];

/**
 * Named Quadball formations (issue 14). More are added here as data: slots for team A; team B
 * gets them mirrored across the midline.
 */
export const FORMATIONS: readonly Formation[] = [
  { id: 'kickOff', teams: 'one', slots: kickOffLine },
  {
    id: 'defensiveBox',
    teams: 'one',
    slots: [
      { role: 'Keeper', left: 330, top: 333 },
      { role: 'Chaser', left: 440, top: 253 },
      { role: 'Chaser', left: 440, top: 413 },
      { role: 'Chaser', left: 480, top: 333 },
      { role: 'Beater', left: 530, top: 233 },
      { role: 'Beater', left: 530, top: 433 },
      { role: 'Seeker', left: 250, top: 620 },
    ],
  },
  {
    id: 'hoopDefence',
    teams: 'one',
    slots: [
      { role: 'Keeper', left: 320, top: 333 },
      { role: 'Chaser', left: 330, top: 263 },
      { role: 'Chaser', left: 330, top: 403 },
      { role: 'Chaser', left: 420, top: 333 },
      { role: 'Beater', left: 450, top: 243 },
      { role: 'Beater', left: 450, top: 423 },
      { role: 'Seeker', left: 250, top: 620 },
    ],
  },
  {
    id: 'offensiveKite',
    teams: 'one',
    slots: [
      { role: 'Chaser', left: 720, top: 333 },
      { role: 'Chaser', left: 800, top: 223 },
      { role: 'Chaser', left: 800, top: 443 },
      { role: 'Keeper', left: 640, top: 333 },
      { role: 'Beater', left: 740, top: 173 },
      { role: 'Beater', left: 740, top: 493 },
      { role: 'Seeker', left: 560, top: 620 },
    ],
  },
  { id: 'bothKickOff', teams: 'both', slots: kickOffLine },
];

export interface FormationPlayer extends FormationSlot {
  team: Team;
}

/** Where each player of `formation` goes for `team` (both teams for a two-team formation). */
export function formationPlayers(formation: Formation, team: Team = 'A'): FormationPlayer[] {
  const forTeam = (side: Team) =>
    formation.slots.map((slot) => ({
      ...slot,
      team: side,
      left: side === 'A' ? slot.left : CANVAS_WIDTH - slot.left,
    }));
  return formation.teams === 'both' ? [...forTeam('A'), ...forTeam('B')] : forTeam(team);
}
