import { toastServerErrors, type Toast } from '../../company-panel/VacancyMessages';

export type { Toast };

/** Sends one subscription change (spec point 8): its answer's text is the success toast, every
 *  error text of a refusal an error toast. Answers whether it went. */
export async function sendChange(toast: Toast, send: () => Promise<string>): Promise<boolean> {
  try {
    const text = await send();
    toast('success', text ? { text } : { key: 'subscriptions.saved' });
    return true;
  } catch (error) {
    toastServerErrors(toast, error);
    return false;
  }
}
