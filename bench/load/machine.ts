import { cpus, loadavg, totalmem } from 'node:os';

export interface MachineFacts {
  date: string;
  cpu: string;
  memoryGb: number;
  /** The one-minute load average when the run started. */
  loadAtStart: number;
}

/** The machine a benchmark ran on, for its section of bench/results.md. */
export function machineFacts(): MachineFacts {
  return {
    date: new Date().toISOString().slice(0, 10),
    cpu: `${cpus().length} cores (${cpus()[0]?.model.trim()})`,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    loadAtStart: loadavg()[0],
  };
}

export const describeMachine = (machine: MachineFacts, postgres: string) =>
  `${machine.cpu}, ${machine.memoryGb} GB, PostgreSQL ${postgres}; load average ${machine.loadAtStart.toFixed(1)} when the run started`;
