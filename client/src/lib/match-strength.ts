/** The word for a match's score (issue 25: "Strong match · 82%"): the one place that says where each
 *  word begins (80, 60 and 40), for the cards and the vacancy page alike. */
export type MatchStrength = 'strong' | 'good' | 'partial' | 'weak';

export const matchStrength = (score: number): MatchStrength =>
  score >= 80 ? 'strong' : score >= 60 ? 'good' : score >= 40 ? 'partial' : 'weak';
