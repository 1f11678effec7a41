import { serverTexts } from '../../lib/forms/server-text';
import { SOMETHING_WENT_WRONG, type FieldMessage } from '../../lib/forms/form-state';
import type { ToastKind } from '../RootStore';

export type Toast = (kind: ToastKind, message: FieldMessage) => void;

/** Every message of a failed vacancy call, field by field (spec point 8: vacancy errors show one
 *  toast per message of the errors map); "something went wrong" when the server sent none. */
export function serverMessages(error: unknown): FieldMessage[] {
  const texts = [...new Set(serverTexts(error))];
  return texts.length ? texts.map((text) => ({ text })) : [SOMETHING_WENT_WRONG];
}

/** One error toast per message of a failed call. */
export function toastServerErrors(toast: Toast, error: unknown): void {
  for (const message of serverMessages(error)) toast('error', message);
}
