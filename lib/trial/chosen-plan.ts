/**
 * The plan a visitor picked on /pricing, by name, for the lead e-mail. A priced plan's "Start
 * Free Trial" opens `/free-demo?plan=<id>`; the trial offer there names the plan and remembers it
 * here. Memory only, for the page's life (client-side navigation keeps it): nothing is stored.
 */
let chosen: string | null = null;

export const PLAN_PARAMETER = 'plan';

export function choosePlan(name: string): void {
  chosen = name;
}

export function chosenPlan(): string | null {
  return chosen;
}

/** The name of the plan `search` (a URL's query) asks for, when it is one of `plans`. */
export function planFromSearch(
  search: string,
  plans: readonly { id: string; title: string }[],
): string | null {
  const id = new URLSearchParams(search).get(PLAN_PARAMETER);
  return plans.find((plan) => plan.id === id)?.title ?? null;
}
