import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_GROUPS, unsafePatternReason } from './safe-pattern.ts';

describe('unsafePatternReason', () => {
  it.each([
    'Passing',
    'pass(ing|es)?',
    '^Warm ?up$',
    '[a-zäöü]+ drill',
    '[[:alpha:]]{2,5}\\d',
    '\\w+\\s\\mword\\M',
    '(?:a|b)c*?',
    '[]a]x',
    'x{3}y{2,}z{0,100}',
    'a.b\\.c',
  ])('allows %s', (pattern) => {
    expect(unsafePatternReason(pattern)).toBeNull();
  });

  it.each([
    ['^(.*)(.*)(.*)(.*)\\1\\2\\3\\4$', 'back-references'],
    ['(a)\\k<x>', 'back-references'],
    ['(?=a)b', 'look-around'],
    ['(?<!a)b', 'look-around'],
    ['(?i)a', 'inline options'],
    ['(a+)+$', 'repeats something itself'],
    ['((a*)b)*', 'repeats something itself'],
    ['(.*){50}', 'repeats something itself'],
    ['a{1000}', 'at most 100 times'],
    ['a{5,2}', 'below its minimum'],
    ['a{x}', 'repetition count'],
    ['***:a', 'nothing to repeat'],
    ['a**', 'nothing to repeat'],
    ['(ab', 'without its ")"'],
    ['ab)', 'without its "("'],
    ['[ab', 'without its "]"'],
    ['ab\\', 'lone backslash'],
    ['\\Q', 'escape \\Q'],
    ['(a)'.repeat(MAX_PATTERN_GROUPS + 1), `at most ${MAX_PATTERN_GROUPS} groups`],
  ])('refuses %s', (pattern, reason) => {
    expect(unsafePatternReason(pattern)).toContain(reason);
  });
});
