// A test's window into a server process's memory (server/__tests__/cacheMemory.test.ts). Started as
// `node --expose-gc --require ./server/test/memoryProbe.cjs ...`, the process answers SIGUSR2 by
// collecting its garbage and printing one line: "memory probe: <heapUsed + external> <rss>".
process.on('SIGUSR2', () => {
  for (let i = 0; i < 3; i += 1) global.gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  console.log(`memory probe: ${heapUsed + external} ${rss}`);
});
