// `npm start`: build the export when it is missing or stale, then serve the site and the mail stand-in.
import path from 'node:path';
import { closeServer, isMain, listen, projectRoot, run } from '../lib/common.mjs';
import { whyRebuild } from '../lib/completed-build.mjs';
import { newestSourceMtime } from '../lib/sources.mjs';
import { createMailServer } from './mail-server.mjs';
import { createStaticServer } from './serve.mjs';

/** @import { Server } from 'node:http' */

const OUT = path.join(projectRoot, 'out');

async function buildIfStale() {
  const reason = await whyRebuild(OUT, await newestSourceMtime());
  if (reason === null) return;
  console.log(`${reason}, building…`);
  // `npm run build`, not `next build` alone: it also rewrites the pages and writes their policies.
  run('npm', ['run', 'build']);
}

/** @param {Server[]} servers */
function closeOnSignals(servers) {
  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    console.log(`\n${signal} received, shutting down`);
    for (const server of servers) void closeServer(server);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main() {
  await buildIfStale();
  const site = createStaticServer({ root: OUT });
  const mail = createMailServer({
    outbox: process.env.OUTBOX ?? path.join(projectRoot, 'outbox'),
  });
  const sitePort = await listen(site, Number(process.env.PORT ?? 3000));
  const mailPort = await listen(mail, Number(process.env.MAIL_PORT ?? 8000));
  closeOnSignals([site, mail]);
  console.log(`Site:  http://localhost:${sitePort}/`);
  console.log(`Mail:  http://localhost:${mailPort}/send-email`);
}

if (isMain(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
