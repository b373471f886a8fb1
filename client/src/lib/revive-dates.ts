/** Date, `T`, time, optional fraction, optional `Z` — the only shape turned into a Date. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z?$/;

export function isIsoDateString(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** Returns a copy of a JSON value in which every ISO date-time string is a Date. */
export function reviveDates(value: unknown): unknown {
  if (typeof value === 'string') return isIsoDateString(value) ? new Date(value) : value;
  if (Array.isArray(value)) return value.map(reviveDates);
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, reviveDates(entry)]),
    );
  }
  return value;
}
