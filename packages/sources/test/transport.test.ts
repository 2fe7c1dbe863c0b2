import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undiciTransport } from '../src/transport';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/moved') return res.writeHead(301, { location: '/answer?from=moved' }).end();
    if (req.url === '/hang') return;
    if (req.url === '/missing') return res.writeHead(404, { 'content-type': 'text/plain' }).end('no such thread');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': '7', 'set-cookie': ['a=1', 'b=2'] });
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => res.end(JSON.stringify({ path: req.url, method: req.method, body, agent: req.headers['user-agent'] ?? null, title: 'Café 🧑‍💻 مرحبا' })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const init = (extra: Partial<Parameters<typeof undiciTransport>[1]> = {}) => ({ method: 'GET', signal: new AbortController().signal, ...extra });

describe('the connectors’ transport (undici request in fetch’s shape)', () => {
  it('answers with the status, the headers and the text, UTF-8 intact', async () => {
    const answer = await undiciTransport(`${base}/answer`, init({ headers: { 'user-agent': 'firstsignal-test' } }));
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('7');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(await answer.text())).toEqual({ path: '/answer', method: 'GET', body: '', agent: 'firstsignal-test', title: 'Café 🧑‍💻 مرحبا' });
  });

  it('sends a POST body', async () => {
    const answer = await undiciTransport(`${base}/answer`, init({ method: 'POST', body: '{"q":"naïve"}', headers: { 'content-type': 'application/json' } }));
    expect(JSON.parse(await answer.text())).toMatchObject({ method: 'POST', body: '{"q":"naïve"}' });
  });

  it('follows a redirect as fetch does', async () => {
    const answer = await undiciTransport(`${base}/moved`, init());
    expect(JSON.parse(await answer.text())).toMatchObject({ path: '/answer?from=moved' });
  });

  it('reports a refusal as not ok, with its text', async () => {
    const answer = await undiciTransport(`${base}/missing`, init());
    expect([answer.status, answer.ok, await answer.text()]).toEqual([404, false, 'no such thread']);
  });

  it('gives up when its signal aborts', async () => {
    const controller = new AbortController();
    const call = undiciTransport(`${base}/hang`, init({ signal: controller.signal }));
    controller.abort(new Error('search ended'));
    await expect(call).rejects.toThrow('search ended');
  });
});
