import { type CspDirectives } from './csp';

export function scriptHash(text: string): string;
export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(directives: CspDirectives, hashes: string[]): CspDirectives;
export function serializePolicy(directives: CspDirectives): string;
export function injectPolicy(html: string, policy: string): string;
