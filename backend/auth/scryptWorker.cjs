// One password-hashing thread (backend/auth/passwordHashPool.ts starts it). Plain CommonJS on
// node:crypto only, so it runs the same under `npm start` (tsx), Jest and plain node, with no loader.
// scryptSync on purpose: this thread exists to do the work, and the async scrypt would hand it back
// to libuv's shared thread pool, where it delays every file read of the server.
'use strict';
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');

parentPort.on('message', ({ id, input: { password, salt, keyLength, options } }) => {
  try {
    const key = scryptSync(password, salt, keyLength, options);
    parentPort.postMessage({ id, output: key });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
