import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { STREAMS_PER_USER } from './hub.ts';
import { STREAMS_RETRY_AFTER_SECONDS } from './routes.ts';

// Room for one learner's every stream and one more.
const TOTAL = STREAMS_PER_USER + 1;
const { app, db } = await buildTestApp({ notificationStreamsMax: TOTAL });
let base = '';

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

const opened: AbortController[] = [];
afterAll(() => {
  for (const abort of opened) abort.abort();
});

/** Opens the learner's stream: its response, and its events one at a time (undefined once it ended). */
async function openStream(cookie: string) {
  const abort = new AbortController();
  opened.push(abort);
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const reader = response.status === 200 ? response.body?.getReader() : undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  const nextEvent = async (): Promise<string | undefined> => {
    for (;;) {
      const match = buffer.match(/event: (\w+)\n/);
      if (match?.index !== undefined) {
        buffer = buffer.slice(match.index + match[0].length);
        return match[1];
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { response, nextEvent, close: () => abort.abort() };
}

describe('open notification streams', () => {
  it("close the learner's oldest when a newer tab opens past the per-account cap, and refuse past the instance's", async () => {
    const [asha, ravi, meena] = await Promise.all([
      signedInLearner(app, db),
      signedInLearner(app, db),
      signedInLearner(app, db),
    ]);
    const ashaStreams = [];
    for (let n = 0; n < STREAMS_PER_USER; n += 1) {
      const stream = await openStream(asha.cookie);
      expect(stream.response.status).toBe(200);
      expect(await stream.nextEvent()).toBe('count');
      ashaStreams.push(stream);
    }
    expect(app.notificationHub.openStreamsOf(asha.user.id)).toBe(STREAMS_PER_USER);

    // A sixth tab works; the oldest is told it was replaced, then ends.
    const newest = await openStream(asha.cookie);
    expect(newest.response.status).toBe(200);
    expect(await newest.nextEvent()).toBe('count');
    expect(await ashaStreams[0]?.nextEvent()).toBe('replaced');
    expect(await ashaStreams[0]?.nextEvent()).toBeUndefined();
    expect(app.notificationHub.openStreamsOf(asha.user.id)).toBe(STREAMS_PER_USER);

    // Ravi takes the instance's last place; Meena is refused and polls.
    const ravis = await openStream(ravi.cookie);
    expect(ravis.response.status).toBe(200);
    expect(app.notificationHub.openStreams).toBe(TOTAL);
    const refused = await openStream(meena.cookie);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe(String(STREAMS_RETRY_AFTER_SECONDS));
    expect(await refused.response.json()).toMatchObject({ success: false, message: expect.any(String) });

    // A full instance still gives Asha's newest tab a stream: her own oldest makes room.
    const newer = await openStream(asha.cookie);
    expect(newer.response.status).toBe(200);
    expect(await ashaStreams[1]?.nextEvent()).toBe('replaced');
    expect(app.notificationHub.openStreams).toBe(TOTAL);

    // A closed tab frees its place.
    ravis.close();
    await vi.waitFor(() => expect(app.notificationHub.openStreams).toBe(TOTAL - 1));
    const meenas = await openStream(meena.cookie);
    expect(meenas.response.status).toBe(200);
    expect(await meenas.nextEvent()).toBe('count');
  });
});
