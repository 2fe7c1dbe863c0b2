/**
 * The app pointed at a fresh platform stand-in for one suite: both start before its tests and
 * close after them. Read `app.server` and `app.platforms` inside the tests, where they are set.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { startPlatformServer, type PlatformServer } from './platform-server';

export function usePlatformApp(): { readonly server: TestServer; readonly platforms: PlatformServer } {
  const app = {} as { server: TestServer; platforms: PlatformServer };
  beforeAll(async () => {
    app.platforms = await startPlatformServer();
    app.server = await startTestServer({ env: app.platforms.env });
  }, 120_000);
  afterAll(async () => {
    await app.server?.close();
    await app.platforms?.close();
  });
  return app;
}
