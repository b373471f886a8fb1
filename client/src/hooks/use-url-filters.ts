import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How a list's controls map to and from the address's query string. */
export interface FilterCodec<Values> {
  parse: (search: string) => { values: Values; invalid: boolean };
  serialize: (values: Values) => string;
}

/** Same query, possibly encoded differently (`%2C` or `,`). */
const sameSearch = (a: string, b: string) =>
  new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

/**
 * A list's filter controls kept in the address, so a filtered list can be bookmarked and shared.
 * `draft` is what the controls show; typing reaches the address debounced, `applyNow` at once.
 * `onAddressChange` hears of changes made from outside (back button, a link), during render.
 */
export function useUrlFilters<Values>(
  codec: FilterCodec<Values>,
  onAddressChange?: (search: string) => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const urlSearch = location.search.replace(/^\?/, '');
  const { parse, serialize } = codec;
  const parsed = useMemo(() => parse(urlSearch), [parse, urlSearch]);
  const [draft, setDraft] = useState<Values>(parsed.values);
  // The address as last seen, and the one this hook last wrote: the router applies a write a
  // little later, and what is typed meanwhile must survive that write's arrival.
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  const [pendingWrites, setPendingWrites] = useState<readonly string[]>([]);
  if (!sameSearch(seenSearch, urlSearch)) {
    setSeenSearch(urlSearch);
    const landed = pendingWrites.findIndex((written) => sameSearch(written, urlSearch));
    if (landed >= 0) {
      setPendingWrites(pendingWrites.slice(landed + 1));
    } else {
      setDraft(parsed.values);
      onAddressChange?.(urlSearch);
    }
  }

  const latestUrl = useRef(urlSearch);
  useEffect(() => {
    latestUrl.current = urlSearch;
  }, [urlSearch]);
  // The list stays on screen while the next page's code loads; a search landing then would send
  // the coach back to the list.
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== location.pathname;

  const writeUrl = (values: Values) => {
    const next = serialize(values);
    if (leaving || sameSearch(next, latestUrl.current)) return;
    latestUrl.current = next;
    setPendingWrites((pending) => [...pending, next]);
    void navigate({ search: next ? `?${next}` : '' }, { replace: true });
  };
  const writeUrlLater = useRef(writeUrl);
  useEffect(() => {
    writeUrlLater.current = writeUrl;
  });

  // The query follows the address, never the keystrokes.
  const settledDraft = useDebouncedValue(draft);
  useEffect(() => {
    writeUrlLater.current(settledDraft);
  }, [settledDraft]);

  const applyNow = (values: Values) => {
    setDraft(values);
    writeUrl(values);
  };

  return { urlSearch, parsed, draft, setDraft, writeUrl, applyNow };
}

/** The items of every loaded page in order, each once (pages can overlap after changes). */
export function uniqueItems<Page, Item extends { _id: string }>(
  pages: readonly Page[] | undefined,
  itemsOf: (page: Page) => readonly Item[],
): Item[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap(itemsOf)
    .filter((item) => !seen.has(item._id) && !!seen.add(item._id));
}
