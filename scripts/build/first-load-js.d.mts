export interface FirstLoadRow {
  route: string;
  scripts: string[];
  kib: number;
}

export const budgets: { default: number; byRoute: Record<string, number> };
export const lazyOnly: { name: string; marker: string }[];
export function firstLoadScripts(html: string): string[];
export function firstLoadJs(root?: string): Promise<FirstLoadRow[]>;
export function budgetProblems(
  root?: string,
): Promise<{ rows: FirstLoadRow[]; problems: string[] }>;
