import { describe, expect, it } from 'vitest';
import { CANVAS_HEIGHT, CANVAS_WIDTH, PLAYER_RADIUS } from './constants.ts';
import { FORMATIONS, formationPlayers } from './formations.ts';
import { PLACEMENT_SPACING } from './placement.ts';

const roleCounts = (roles: string[]) =>
  roles.reduce<Record<string, number>>((counts, role) => {
    counts[role] = (counts[role] ?? 0) + 1;
    return counts;
  }, {});

describe('FORMATIONS', () => {
  it('has the five the issue names, with unique ids', () => {
    expect(FORMATIONS.map((formation) => formation.id)).toEqual([
      'kickOff',
      'defensiveBox',
      'hoopDefence',
      'offensiveKite',
      'bothKickOff',
    ]);
  });

  for (const formation of FORMATIONS) {
    for (const team of ['A', 'B'] as const) {
      it(`${formation.id} for team ${team}: a full team per side, on the board, nobody on anybody`, () => {
        const players = formationPlayers(formation, team);
        const teams = formation.teams === 'both' ? (['A', 'B'] as const) : [team];
        for (const side of teams) {
          const ofSide = players.filter((player) => player.team === side);
          expect(roleCounts(ofSide.map((player) => player.role))).toEqual({
            Keeper: 1,
            Chaser: 3,
            Beater: 2,
            Seeker: 1,
          });
        }
        for (const player of players) {
          expect(player.left).toBeGreaterThanOrEqual(PLAYER_RADIUS);
          expect(player.left).toBeLessThanOrEqual(CANVAS_WIDTH - PLAYER_RADIUS);
          expect(player.top).toBeGreaterThanOrEqual(PLAYER_RADIUS);
          expect(player.top).toBeLessThanOrEqual(CANVAS_HEIGHT - PLAYER_RADIUS);
        }
        for (const [index, a] of players.entries()) {
          for (const b of players.slice(index + 1)) {
            expect(Math.hypot(a.left - b.left, a.top - b.top)).toBeGreaterThanOrEqual(
              PLACEMENT_SPACING,
            );
          }
        }
      });
    }
  }

  it('mirrors team B across the midline', () => {
    const [kickOff] = FORMATIONS;
    const a = formationPlayers(kickOff!, 'A');
    const b = formationPlayers(kickOff!, 'B');
    expect(b.map((player) => player.left)).toEqual(a.map((player) => CANVAS_WIDTH - player.left));
    expect(b.every((player) => player.team === 'B')).toBe(true);
  });
});
