// The embedded database's own thread: PGlite runs its WebAssembly here, so a query never blocks
// the API's event loop (under load, PGlite on the main thread held up even /health). Plain
// JavaScript on purpose: it starts as a worker_threads entry in every mode (tsx, Vitest, the
// bundled dist/), none of which would transform TypeScript for a worker. pglite-remote.ts is the
// other end; the messages are documented there.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite | undefined} */
let pg;
/** Open transactions: id → { tx, commit, rollback, ended }. */
const open = new Map();
let nextTx = 1;

/** Drizzle asks PGlite to keep some types as text by giving identity parsers; functions cannot cross threads, so their type ids do. */
function queryOptions(message) {
  const options = {};
  if (message.rowMode) options.rowMode = message.rowMode;
  if (message.textTypes) options.parsers = Object.fromEntries(message.textTypes.map((oid) => [oid, (value) => value]));
  return options;
}

/** An error as plain data, with the PostgreSQL fields (code, constraint, detail…) callers test. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

function target(message) {
  if (message.tx === undefined) return pg;
  const entry = open.get(message.tx);
  if (!entry) throw new Error(`transaction ${message.tx} is not open`);
  return entry.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'open':
      // A snapshot (an already-initialised database's files) skips initdb, seconds of every open.
      pg = new PGlite(message.dataDir, message.snapshot ? { loadDataDir: new Blob([message.snapshot]) } : undefined);
      await pg.waitReady;
      return null;
    case 'query':
      return target(message).query(message.sql, message.params, queryOptions(message));
    case 'exec':
      return target(message).exec(message.sql);
    case 'begin': {
      // The transaction stays open across messages: PGlite runs the callback once it holds the
      // database, and the callback waits for the commit or rollback message.
      const id = nextTx++;
      const entry = {};
      return new Promise((begun, failed) => {
        entry.ended = pg.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              Object.assign(entry, { tx, commit, rollback });
              open.set(id, entry);
              begun(id);
            }),
        );
        entry.ended.catch((error) => {
          if (!open.has(id)) failed(error);
        });
      });
    }
    case 'commit':
    case 'rollback': {
      const entry = open.get(message.tx);
      if (!entry) throw new Error(`transaction ${message.tx} is not open`);
      if (message.op === 'commit') entry.commit(null);
      else entry.rollback(new Error('rolled back'));
      try {
        await entry.ended;
      } catch (error) {
        if (message.op === 'commit') throw error;
      } finally {
        open.delete(message.tx);
      }
      return null;
    }
    case 'close':
      await pg?.close();
      pg = undefined;
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** A trap in PGlite's WebAssembly leaves it unusable: the thread ends, and pglite-remote.ts starts a new one. */
const fatal = (error) => error instanceof WebAssembly.RuntimeError || error?.name === 'ExitStatus';

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => {
      try {
        parentPort.postMessage({ id: message.id, result });
      } catch (error) {
        parentPort.postMessage({ id: message.id, error: plainError(error) });
      }
    },
    (error) => {
      // The call is then answered by the thread's exit: a lost database, 503.
      if (fatal(error)) process.exit(1);
      parentPort.postMessage({ id: message.id, error: plainError(error) });
    },
  );
});
