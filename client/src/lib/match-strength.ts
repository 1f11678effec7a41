/** The word for a match's score (issue 25: "Strong match · 82%"): the one place that says where each
 *  word begins, for the cards and the vacancy page alike. */
export type MatchStrength = 'strong' | 'good' | 'partial' | 'weak';

/** The lowest score of each word, strongest first; below the last, "weak". */
export const MATCH_STRENGTH_FLOORS: readonly (readonly [MatchStrength, number])[] = [
  ['strong', 80],
  ['good', 60],
  ['partial', 40],
];

export const matchStrength = (score: number): MatchStrength =>
  MATCH_STRENGTH_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'weak';
