// The real database thread, which stops at once (as a crash in PGlite's WebAssembly would) when
// asked for `select 'crash'`, before the real handler can answer.
import { parentPort } from 'node:worker_threads';
import '../../src/pglite-worker.js';

parentPort.on('message', (message) => {
  if (message.sql === "select 'crash'") process.exit(3);
});
