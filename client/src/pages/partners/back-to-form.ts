/** What takes focus: the form's first field, else (the panel link of a signed-in visitor) the
 *  first link or button one can tab to. */
const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const CONTROLS = 'a[href], button:not([disabled]):not([tabindex="-1"])';

/** The closing call to action: back to the top of the page, smoothly unless the visitor asked for
 *  less motion, with the form's first field focused (without a jump that would cut the scroll). */
export function backToForm(form: HTMLElement | null, reducedMotion: boolean): void {
  window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  const target = form?.querySelector<HTMLElement>(FIELDS) ?? form?.querySelector<HTMLElement>(CONTROLS);
  target?.focus({ preventScroll: true });
}
