import { describe, expect, it } from 'vitest';
import { formatTable } from './report.mjs';

const run = (cpu: { longestMs: number; over50: number; perKeyMs: number } | null) => ({
  openMs: 120,
  longTasks: [60],
  observesLongTasks: true,
  verdictMs: [40, 50, 60],
  panelMs: [90],
  replyBytes: [500],
  perKeyBytes: [900],
  perKeySent: [1000],
  cpu,
});

describe('formatTable', () => {
  it('adds the CPU columns, with their titles, when the runs carry CPU figures', () => {
    const table = formatTable([
      {
        file: 'a',
        position: 'end',
        panel: 'Crawlers',
        runs: [
          run({ longestMs: 31.6, over50: 0, perKeyMs: 20 }),
          run({ longestMs: 52.2, over50: 1, perKeyMs: 24 }),
          run({ longestMs: 12, over50: 0, perKeyMs: 30 }),
        ],
      },
    ]);
    const [titles, head, line] = table.split('\n');
    expect(head).toMatch(/max\s+task max\s+>50\s+per key$/);
    expect(titles).toMatch(/panel ms\s+CPU ms$/);
    expect(line).toMatch(/\s52\s+1\s+24$/);
  });

  it('leaves them out without CPU figures', () => {
    const table = formatTable([{ file: 'a', position: 'end', panel: 'URLs', runs: [run(null)] }]);
    expect(table).not.toMatch(/CPU|per key/);
  });
});
