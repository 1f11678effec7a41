/** Makes CSS media queries of `min-width: Nem` answer as a screen `width` px wide (16 px an em);
 *  jsdom otherwise answers every query false, a narrow screen. Returns the undo. */
export function screenOf(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const minimum = /min-width:\s*([\d.]+)em/.exec(query);
    return { ...original(query), matches: minimum ? width >= Number(minimum[1]) * 16 : false };
  };
  return () => void (window.matchMedia = original);
}
