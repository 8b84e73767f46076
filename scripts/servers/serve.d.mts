import type { Server } from 'node:http';

export interface StaticServerOptions {
  /** Folder to serve, usually the `out/` export. */
  root: string;
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

export function createStaticServer(options: StaticServerOptions): Server;

export function parseHeadersFile(text: string): HeaderRule[];
