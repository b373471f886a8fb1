import { describe, expect, it } from 'vitest';
import { CANVAS_WIDTH } from './constants.ts';
import { FORMATIONS } from './formations.ts';
import { keeperZones, traceKeeperZone, type KeeperZone, type ZonePen } from './keeper-zones.ts';

/** Whether x lies between the zone's keeper line and end line. */
const spans = (zone: KeeperZone, x: number) =>
  x > Math.min(zone.keeperLineX, zone.endLineX) && x < Math.max(zone.keeperLineX, zone.endLineX);

function traced(zone: KeeperZone) {
  const calls: { name: string; args: number[] }[] = [];
  const record =
    (name: string) =>
    (...args: number[]) =>
      calls.push({ name, args });
  const pen: ZonePen = {
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    arcTo: record('arcTo'),
    quadraticCurveTo: record('quadraticCurveTo'),
    closePath: record('closePath'),
  };
  traceKeeperZone(zone, pen);
  return calls;
}

describe('keeperZones', () => {
  it("gives the full court team A's zone on the left and team B's mirrored on the right", () => {
    const [a, b] = keeperZones('/full-court.svg');
    expect(keeperZones('/full-court.svg')).toHaveLength(2);
    expect(a?.team).toBe('A');
    expect(b?.team).toBe('B');
    if (!a || !b) return;
    expect(a.endLineX).toBeLessThan(a.keeperLineX);
    expect(b.endLineX).toBeGreaterThan(b.keeperLineX);
    expect(a.keeperLineX + b.keeperLineX).toBeCloseTo(CANVAS_WIDTH);
    expect(a.endLineX + b.endLineX).toBeCloseTo(CANVAS_WIDTH);
    expect([a.top, a.bottom]).toEqual([b.top, b.bottom]);
  });

  it("holds each team's hoops and leaves the midline and the keeper lines' paint outside", () => {
    const [a, b] = keeperZones('/full-court.svg');
    if (!a || !b) throw new Error('no zones');
    // Hoops of court picture full-court.svg.
    expect(spans(a, 353.5)).toBe(true);
    expect(spans(b, 866.5)).toBe(true);
    expect(spans(a, 610) || spans(b, 610)).toBe(false);
    // The keeper lines are 3 px wide at 401 and 819: the zones stop at their edges.
    expect(a.keeperLineX).toBeCloseTo(399.5);
    expect(b.keeperLineX).toBeCloseTo(820.5);
    expect(a.top).toBeGreaterThan(29.5);
    expect(a.bottom).toBeLessThan(656.5);
  });

  it("puts the kick-off keeper of team A in team A's zone", () => {
    const keeper = FORMATIONS.find((formation) => formation.id === 'kickOff')?.slots.find(
      (slot) => slot.role === 'Keeper',
    );
    const [a] = keeperZones('/full-court.svg');
    if (!keeper || !a) throw new Error('missing data');
    expect(spans(a, keeper.left)).toBe(true);
    expect(keeper.top).toBeGreaterThan(a.top);
    expect(keeper.top).toBeLessThan(a.bottom);
  });

  it("gives the half court one zone, team B's, around its hoops", () => {
    const zones = keeperZones('/half-court.svg');
    expect(zones).toHaveLength(1);
    const [zone] = zones;
    if (!zone) return;
    expect(zone.team).toBe('B');
    expect(zone.keeperLineX).toBeCloseTo(630.5);
    expect(zone.endLineX).toBeCloseTo(988);
    expect(spans(zone, 676.5)).toBe(true);
    expect(spans(zone, 420)).toBe(false);
    expect(zone.corner).toBe('quadratic');
  });

  it('reads courts from absolute addresses as stored by fabric', () => {
    expect(keeperZones('http://localhost:3000/full-court.svg')).toBe(
      keeperZones('/full-court.svg'),
    );
  });

  it.each([['/empty-court.svg'], ['/hoop.svg'], [''], [undefined], [42]])(
    'has no zones for %j',
    (background) => {
      expect(keeperZones(background)).toEqual([]);
    },
  );
});

describe('traceKeeperZone', () => {
  it("traces the full court's zone with round corners on the end line's side only", () => {
    const [a] = keeperZones('/full-court.svg');
    if (!a) throw new Error('no zone');
    const calls = traced(a);
    expect(calls.map((call) => call.name)).toEqual([
      'moveTo',
      'lineTo',
      'lineTo',
      'arcTo',
      'lineTo',
      'arcTo',
      'closePath',
    ]);
    const r = a.cornerRadius;
    expect(calls[0]?.args).toEqual([a.keeperLineX, a.bottom]);
    expect(calls[1]?.args).toEqual([a.keeperLineX, a.top]);
    expect(calls[2]?.args).toEqual([a.endLineX + r, a.top]);
    expect(calls[3]?.args).toEqual([a.endLineX, a.top, a.endLineX, a.top + r, r]);
    expect(calls[4]?.args).toEqual([a.endLineX, a.bottom - r]);
    expect(calls[5]?.args).toEqual([a.endLineX, a.bottom, a.endLineX + r, a.bottom, r]);
  });

  it("curves the half court's corners as its picture does, toward the end line on the right", () => {
    const [zone] = keeperZones('/half-court.svg');
    if (!zone) throw new Error('no zone');
    const calls = traced(zone);
    const r = zone.cornerRadius;
    expect(calls.filter((call) => call.name === 'arcTo')).toEqual([]);
    expect(calls[2]?.args).toEqual([zone.endLineX - r, zone.top]);
    expect(calls[3]).toEqual({
      name: 'quadraticCurveTo',
      args: [zone.endLineX, zone.top, zone.endLineX, zone.top + r],
    });
    expect(calls[5]).toEqual({
      name: 'quadraticCurveTo',
      args: [zone.endLineX, zone.bottom, zone.endLineX - r, zone.bottom],
    });
  });

  it('keeps the corners inside a zone narrower than their radius', () => {
    const narrow: KeeperZone = {
      team: 'A',
      keeperLineX: 100,
      endLineX: 60,
      top: 0,
      bottom: 500,
      cornerRadius: 114,
      corner: 'arc',
    };
    const calls = traced(narrow);
    expect(calls[2]?.args).toEqual([100, 0]);
    expect(calls[3]?.args.at(-1)).toBe(40);
  });
});
