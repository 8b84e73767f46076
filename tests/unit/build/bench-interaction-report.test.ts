import {
  INTERACTIONS,
  interactionSection,
  interactionTable,
  interactionTargets,
  type Visit,
} from '../../../scripts/tools/bench/interaction-report.mjs';

/** A visit whose every interaction took `inp` ms. */
const visit = (overrides: Partial<Visit>, inp = 40): Visit => ({
  fcp: 800,
  hydrated: 1700,
  gap: 900,
  tapToAnswer: 16,
  tapToForm: 120,
  inp: Object.fromEntries(INTERACTIONS.map((name) => [name, inp])),
  ...overrides,
});

describe('the interaction pass in the bench report', () => {
  test('each target is judged on the median of the runs, at its limit inclusive', () => {
    const visits = [
      visit({ tapToForm: 250 }),
      visit({ tapToForm: 300, gap: 1000 }),
      visit({ tapToForm: 900, gap: 2000 }),
    ];
    const targets = interactionTargets(visits);
    const byName = Object.fromEntries(targets.map((t) => [t.name, t]));
    expect(byName['tap → trial form on screen']).toEqual({
      name: 'tap → trial form on screen',
      value: 300,
      limit: 300,
      pass: true,
    });
    expect(byName['hydrated − first paint']).toMatchObject({ value: 1000, pass: true });
    expect(targets).toHaveLength(3 + INTERACTIONS.length);
  });

  test('a slow interaction is missed, and the section says how many targets are met', () => {
    const runs = [101, 96, 150].map((inp, index) => ({
      variant: 'A',
      round: index + 1,
      visit: visit({}, inp),
    }));
    const targets = interactionTargets(runs.map((run) => run.visit));
    expect(targets.filter((t) => !t.pass).map((t) => t.value)).toEqual(INTERACTIONS.map(() => 101));
    const section = interactionSection(runs, 'out');
    expect(section).toContain('3 of 12 targets met (medians).');
    expect(section).toContain(
      "| INP-style: hero's Start Free Trial (412 px) | 101 | ≤ 100 | **missed** |",
    );
    expect(section).toContain('| tap → trial form on screen | 120 | ≤ 300 | met |');
    // Every run's value, in order, so the spread is there to read.
    expect(section).toContain('| INP-style: Products menu (1280 px) | 101, 96, 150 |');
  });

  test('the A/B table shows each variant as median (min–max)', () => {
    const runs = [
      { variant: 'A', round: 1, visit: visit({ tapToForm: 100 }) },
      { variant: 'B', round: 1, visit: visit({ tapToForm: 1600 }) },
      { variant: 'A', round: 2, visit: visit({ tapToForm: 140 }) },
      { variant: 'B', round: 2, visit: visit({ tapToForm: 1500 }) },
    ];
    const table = interactionTable(runs, { A: 'out', B: 'out-before' });
    expect(table).toContain('| ms, median (min–max) | A: out | B: out-before |');
    expect(table).toContain('| tap → trial form on screen | 120 (100–140) | 1550 (1500–1600) |');
  });
});
