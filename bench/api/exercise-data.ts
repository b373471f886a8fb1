/**
 * Realistic, deterministic Quadball exercises for the list benchmark: names combined from word
 * lists, Zipf-distributed tags and materials, consistent player counts and 1–3 description blocks.
 */
import { randomUUID } from 'node:crypto';
import type { DescriptionBlock } from '@courtside/domain';

/** mulberry32: small, fast and seedable, so every run seeds the same library. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEVELS = [
  'Quick',
  'Advanced',
  'Basic',
  'Beginner',
  'Intermediate',
  'Elite',
  'Full-court',
  'Half-court',
  'Small-sided',
  'Conditioned',
  'Competitive',
  'Progressive',
  'Timed',
  'Reactive',
  'Continuous',
];
const FOCUS = [
  'Beater',
  'Chaser',
  'Keeper',
  'Seeker',
  'Quaffle',
  'Bludger',
  'Hoop',
  'Broom',
  'Point',
  'Wing',
  'Drive',
  'Zone',
  'Man-to-man',
  'Transition',
  'Counter',
  'Defensive',
  'Offensive',
  'Flag',
];
const ACTIVITIES = [
  'Passing',
  'Shooting',
  'Tackling',
  'Beating',
  'Catching',
  'Dodging',
  'Blocking',
  'Pressure',
  'Recovery',
  'Positioning',
  'Communication',
  'Footwork',
  'Control',
  'Timing',
  'Rotation',
  'Screening',
  'Marking',
  'Sprinting',
];
const FORMATS = [
  'Drill',
  'Game',
  'Circuit',
  'Scrimmage',
  'Challenge',
  'Progression',
  'Rondo',
  'Ladder',
  'Relay',
  'Shuttle',
  'Pattern',
  'Routine',
];
const SUFFIXES = [
  'with Cones',
  'in Pairs',
  'in Triads',
  '3v2',
  '2v1',
  '4v3',
  'under Pressure',
  'on the Run',
  'around the Hoops',
  'from the Keeper Zone',
];
/** Appears in about 0.1 % of names: the rare word of the name search. */
export const RARE_WORD = 'Wronski';
export const COMMON_WORD = 'passing';

/** Ordered by popularity: rank 1 is the most used (Zipf). */
export const TAGS = [
  'warm-up',
  'beater',
  'chaser',
  'defense',
  'offense',
  'passing',
  'keeper',
  'conditioning',
  'seeker',
  'shooting',
  'tackling',
  'beginner',
  'team play',
  'communication',
  'bludger control',
  'transition',
  'zone defense',
  'advanced',
  'man defense',
  'set piece',
  'drive',
  'point defense',
  'fast break',
  'catching',
  'dodging',
  'footwork',
  'agility',
  'speed',
  'endurance',
  'strategy',
  'game sense',
  'scrimmage',
  'small-sided',
  'cool-down',
  'stretching',
  'rules',
  'positioning',
  'hoop defense',
  'fitness',
  'snitch',
];
export const MATERIALS = [
  'cones',
  'quaffle',
  'bludgers',
  'hoops',
  'brooms',
  'bibs',
  'headbands',
  'markers',
  'stopwatch',
  'whistle',
  'agility ladder',
  'hurdles',
  'tennis balls',
  'flag',
  'mats',
];
const SENTENCES = [
  'Players line up in two rows facing each other, five metres apart.',
  'The chaser with the quaffle drives towards the hoops while the defender mirrors the run.',
  'Beaters work in pairs: one keeps bludger control, the other looks for the beat.',
  'Switch roles after every repetition so everybody plays each position.',
  'The keeper starts behind the keeper zone line and restarts play after every goal.',
  'Use cones to mark a 15 by 10 metre grid; the attackers must stay inside it.',
  'Start at walking pace, then build up to full speed over three rounds.',
  'Each pass has to be caught above the shoulder; a drop restarts the count.',
  'The defending team may only tackle with one arm on the broom.',
  'After the whistle the seeker sprints around the far cone and back.',
];
const COACHING = [
  'Keep your broom between your legs at all times',
  'Call the ball before you catch it',
  'Look up before you pass',
  'Stay low in the tackle',
  'Protect the bludger on the side away from the opponent',
  'Communicate switches early',
  'Finish the play: follow your shot',
  'Reset quickly to the defensive shape',
];

function zipfPicker(size: number, exponent = 1): (next: () => number) => number {
  const weights = Array.from({ length: size }, (_, i) => 1 / (i + 1) ** exponent);
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  const cumulative = weights.map((w) => (sum += w / total));
  return (next) => {
    const r = next();
    const index = cumulative.findIndex((c) => r < c);
    return index < 0 ? size - 1 : index;
  };
}

const tagRank = zipfPicker(TAGS.length);
const materialRank = zipfPicker(MATERIALS.length);

function distinct<T>(count: number, pick: () => T): T[] {
  const chosen = new Set<T>();
  while (chosen.size < count) chosen.add(pick());
  return [...chosen];
}

export interface SeedExercise {
  id: string;
  ownerId: string;
  name: string;
  persons: number;
  beaters: number;
  chasers: number;
  timeMin: number;
  tags: string[];
  materials: string[];
  descriptionBlocks: DescriptionBlock[];
  createdAt: Date;
  updatedAt: Date;
}

const THREE_YEARS_MS = 3 * 365 * 24 * 60 * 60 * 1000;

export function exerciseFactory(seed: number, ownerId: string, now = Date.now()) {
  const next = random(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pickFrom = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

  const name = () => {
    const words = [pickFrom(LEVELS), pickFrom(FOCUS), pickFrom(ACTIVITIES), pickFrom(FORMATS)];
    if (next() < 0.001) words.splice(1, 0, RARE_WORD);
    if (next() < 0.3) words.push(pickFrom(SUFFIXES));
    return words.join(' ');
  };

  const block = (): DescriptionBlock => ({
    _id: randomUUID(),
    description: Array.from({ length: int(1, 3) }, () => pickFrom(SENTENCES)).join(' '),
    coaching_points: Array.from({ length: int(1, 3) }, () => `- ${pickFrom(COACHING)}`).join('\n'),
    video_url: next() < 0.2 ? `https://video.example.org/quadball/${int(1000, 99999)}` : '',
    tactics_board: null,
    time_min: 5 * int(1, 6),
  });

  return (): SeedExercise => {
    const beaters = next() < 0.4 ? 0 : int(1, 4);
    const chasers = next() < 0.3 ? 0 : int(1, 6);
    const persons = Math.max(1, beaters + chasers + int(0, 8));
    const descriptionBlocks = Array.from({ length: int(1, 3) }, block);
    const createdAt = new Date(now - next() * THREE_YEARS_MS);
    const updatedAt = new Date(createdAt.getTime() + next() * (now - createdAt.getTime()));
    return {
      id: randomUUID(),
      ownerId,
      name: name(),
      persons,
      beaters,
      chasers,
      timeMin: descriptionBlocks.reduce((sum, b) => sum + b.time_min, 0),
      tags: distinct(int(2, 5), () => TAGS[tagRank(next)] as string),
      materials: distinct(int(1, 4), () => MATERIALS[materialRank(next)] as string),
      descriptionBlocks,
      createdAt,
      updatedAt,
    };
  };
}
