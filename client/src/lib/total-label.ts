/** A total as lists show it: "1000+" when the server stopped counting there (totalCountCapped). */
export const totalLabel = (totalCount: number, capped = false) => `${totalCount}${capped ? '+' : ''}`;
