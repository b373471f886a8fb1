/*
 * What the page's boot script (app/boot/boot-loader.ts) and the early editor
 * (app/boot/early-editor.ts) started before the app's code ran, handed to the app through one
 * property of `window`: they are scripts of their own in the build and share no module with the
 * app's entry (one would be one more file before the app's first paint).
 */

/** Calls already under way when the app's code starts. */
export interface BootHandoff {
  /**
   * The session check's access token; null when the server answered that there is no session,
   * undefined when the call failed.
   */
  session: Promise<string | null | undefined>;
  /** Parsed answers of GET calls by their path (`/api/...`); undefined when a call failed. */
  answers: Record<string, Promise<unknown>>;
}

/** The property of `window`; the boot script writes it by this name (its test checks). */
export const BOOT_HANDOFF_PROPERTY = 'courtsideBoot';

/** The boot script's calls, if it started any on this page. */
export function bootHandoff(): BootHandoff | undefined {
  return (window as unknown as Partial<Record<string, BootHandoff>>)[BOOT_HANDOFF_PROPERTY];
}
