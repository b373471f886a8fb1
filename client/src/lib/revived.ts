/**
 * The base query turns ISO date strings into Dates (spec §3), so a response type's date fields
 * arrive as Date objects: this maps the wire type to what the cache really holds.
 */
export type Revived<T> = T extends string
  ? T
  : T extends Array<infer Item>
    ? Array<Revived<Item>>
    : T extends object
      ? { [K in keyof T]: K extends 'createdAt' | 'updatedAt' ? Date : Revived<T[K]> }
      : T;
