import type { Server } from 'node:http';

export interface MailServerOptions {
  /** Folder that receives one `.json` and one `.html` file per submission. */
  outbox: string;
}

export function createMailServer(options: MailServerOptions): Server;
