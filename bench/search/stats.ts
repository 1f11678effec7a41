/** The value below which `share` (0..1) of the samples lie (nearest rank). */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export interface Spread {
  p50: number;
  p95: number;
}

export const spreadOf = (samples: number[]): Spread => ({
  p50: percentile(samples, 0.5),
  p95: percentile(samples, 0.95),
});

/** Milliseconds as the report shows them: two decimals under 10 ms, one under 100, none above. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}
