/**
 * Loaded into a spawned server by server.test.ts (`node --import`): a message from the test makes a promise fail
 * with nobody awaiting it, as an unawaited write of a background job would when the database drops.
 */
process.on('message', () => {
  Promise.reject(new Error('a background fault injected by the test'));
});
