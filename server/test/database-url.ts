/** The same server and credentials, another database. */
export function databaseUrlWithName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
