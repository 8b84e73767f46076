import type { Server } from 'node:http';

export interface MailOptions {
  /** The only recipients `to` may name (MAIL_ALLOWED_TO). */
  allowedTo: string[];
  /** Origins granted CORS; a request from any other origin is refused (MAIL_ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Submissions per minute per client address (MAIL_RATE_LIMIT). */
  rateLimit: number;
}

export interface MailServerOptions extends Partial<MailOptions> {
  /** Folder that receives one `.json` and one `.html` file per submission. */
  outbox: string;
}

export const TRIAL_SUBJECT: string;

export function mailOptionsFromEnv(env?: Record<string, string | undefined>): MailOptions;

export function createMailServer(options: MailServerOptions): Server;
