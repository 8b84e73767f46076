export type BuildEnv = Record<string, string | undefined>;

export function isLocalUrl(url: URL): boolean;
export function isProductionBuild(env: BuildEnv): boolean;
export function siteUrlProblem(env: BuildEnv): string | null;
export function trialEndpointProblem(env: BuildEnv): string | null;
export function httpsOnlyProblems(env: BuildEnv): string[];
export function productionConfigProblems(env: BuildEnv): string[];
export function buildEnv(projectDir: string): BuildEnv;
