/**
 * The values an Accept-style header lists (`gzip, br;q=0.5`, `de-AT, en;q=0.8`), lower-cased, each
 * with its q value (1 when none is given), in the header's order. A q of 0 refuses the value.
 */
export function acceptedValues(header: string | undefined): { value: string; q: number }[] {
  if (!header) return [];
  return header.split(',').flatMap((part) => {
    const [value = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return value.trim() === '' ? [] : [{ value: value.trim(), q: q === undefined ? 1 : Number(q) }];
  });
}
