import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../server/test/serverProcess';
import { serverState } from './serverState';

/** A first start builds the storefront and seeds the shop: minutes on 2 cores. */
const READY_TIMEOUT_MS = 5 * 60_000;

/**
 * Every browser test comes from 127.0.0.1: one client doing what hundreds of shoppers do in a day
 * (orders, accounts, carts). The limits stay on, ten times wider; e2e/hostileClient.test.ts holds
 * the defaults against floods.
 */
export const E2E_RATE_LIMITS =
  'signIn=200/60,signInFailures=100/900,createAccount=100/3600,passwordReset=50/3600,contact=50/600,newsletter=100/600,review=100/3600,coupon=200/600,orderLookup=200/600,placeOrder=200/600,newCart=2000/600,writes=3000/60';

/**
 * Starts the shop the way a user does (`tsx server/start.ts`, building when stale) on a free port
 * over a fresh data dir, and publishes its URL as E2E_BASE_URL. When E2E_BASE_URL is already set,
 * the tests run against that server instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  // PORT=0: the operating system picks a free port and the ready line names it.
  const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, RATE_LIMITS: E2E_RATE_LIMITS }, { echo: process.env.E2E_SERVER_LOG === '1' });
  serverState.server = server;
  serverState.dataDir = dataDir;
  // Tests read what the server printed (the reset-password link the embedded shop logs instead of mailing).
  const logFile = path.join(dataDir, 'server.log');
  for (const stream of [server.child.stdout!, server.child.stderr!]) stream.on('data', (chunk: string) => fs.appendFileSync(logFile, chunk));
  process.env.E2E_SERVER_LOG_FILE = logFile;
  let url: string;
  try {
    url = await server.ready(READY_TIMEOUT_MS);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  const response = await fetch(`${url}/`);
  if (response.status !== 200) throw new Error(`GET ${url}/ answered ${response.status} after the ready line`);
  process.env.E2E_BASE_URL = url;
}
