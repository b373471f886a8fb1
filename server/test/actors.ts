import { afterAll, beforeAll } from 'vitest';
import { TEST_ADMIN_EMAIL, buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createUser, type TestUser } from './factories.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The cast of a sharing test: an owner, an edit and a view grantee, a stranger and an admin on one
 * app, with `call` to send a request as any of them (or as nobody).
 */
export class Actors {
  t!: TestApp;
  owner!: TestUser;
  editor!: TestUser;
  viewer!: TestUser;
  stranger!: TestUser;
  admin!: TestUser;

  readonly call = (method: Method, url: string, as?: TestUser | null, payload?: unknown) =>
    this.t.app.inject({
      method,
      url,
      ...(as ? { headers: bearer(as) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** Builds the app and the cast before the file's tests and closes the app after them. */
export function useActors(): Actors {
  const actors = new Actors();
  beforeAll(async () => {
    actors.t = await buildTestApp();
    [actors.owner, actors.editor, actors.viewer, actors.stranger, actors.admin] = await Promise.all(
      [
        createUser(actors.t, { name: 'Owner' }),
        createUser(actors.t, { name: 'Editor' }),
        createUser(actors.t, { name: 'Viewer' }),
        createUser(actors.t, { name: 'Stranger' }),
        createUser(actors.t, { name: 'Admin', email: TEST_ADMIN_EMAIL }),
      ],
    );
  });
  afterAll(async () => {
    await actors.t.close();
  });
  return actors;
}
