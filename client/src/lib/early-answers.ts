/** How long an early answer waits for the screen that wants it; an older one may be stale. */
const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyCall {
  path: string;
  startedAt: number;
  json: Promise<unknown>;
}

/** One at a time: the call of the screen the app opened with. */
let earlyCall: EarlyCall | null = null;
/**
 * Paths a screen has asked for already. An early call for one of them would come too late: the
 * screen fetched for itself, and a later load (a refetch after a save) must never get the older
 * answer.
 */
const asked = new Set<string>();

/**
 * GETs `path` (`/api/...`) with the access token now, before the code of the screen that needs
 * the answer has loaded; that screen's query takes it with {@link takeEarlyAnswer}.
 */
export function startEarlyCall(path: string, accessToken: string): void {
  if (asked.has(path)) return;
  adoptEarlyCall(
    path,
    // A failed early call is simply not taken: the screen then asks again itself.
    fetch(path, { headers: { Authorization: `Bearer ${accessToken}` } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined),
  );
}

/**
 * Offers the parsed answer of a GET of `path` made before the app started (the page's boot
 * script's, lib/boot-handoff.ts) as the early call's; undefined when that call failed.
 */
export function adoptEarlyCall(path: string, json: Promise<unknown>): void {
  if (asked.has(path)) return;
  earlyCall = { path, startedAt: performance.now(), json };
}

/**
 * The parsed answer of the early call to `path`, once: undefined when there was none, it failed
 * or it is older than ten seconds.
 */
export async function takeEarlyAnswer(path: string): Promise<unknown> {
  asked.add(path);
  const call = earlyCall;
  if (!call || call.path !== path) return undefined;
  earlyCall = null;
  if (performance.now() - call.startedAt > EARLY_ANSWER_TTL_MS) return undefined;
  return call.json;
}
