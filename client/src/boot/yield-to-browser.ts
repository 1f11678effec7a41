/** Ends the current task: what follows runs in a new one, after the browser has had its turn
 *  (input, painting). Long chains of awaited work otherwise run as one long task of microtasks. */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
