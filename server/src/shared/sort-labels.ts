/** Tags and materials sorted as people read them: case-insensitively, then by case. */
export function sortLabels(labels: string[]): string[] {
  return labels.sort(
    (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }) || a.localeCompare(b),
  );
}
