import { runInAction } from 'mobx';
import type { Api } from '../../api';
import { failureText } from '../../lib/forms/server-text';
import type { CompanyProfileInfo } from '../../api/company';
import type { FieldMessage } from '../../lib/forms/form-state';
import type { LanguageStore } from '../LanguageStore';
import type { ToastKind } from '../RootStore';

/** What an edit dialog of the general-information page needs from the profile store. */
export interface ProfileEditorDeps {
  api: Api;
  language: LanguageStore;
  toast: (kind: ToastKind, message: FieldMessage) => void;
  /** The company's profile as last loaded. */
  profile: () => CompanyProfileInfo | undefined;
  /** After a save: the profile and the progress fetched again. */
  saved: () => void;
}

/** The server's success text when it answered one, else "Updated Successfully". */
export const successText = (answer: unknown): FieldMessage =>
  typeof answer === 'string' && answer ? { text: answer } : { key: 'messages.updatedSuccessfully' };

/** The open and busy flags of an edit dialog. */
export interface EditDialogFlags {
  opened: boolean;
  saving: boolean;
}

/** An edit dialog's save: on success it closes, toasts the server's text and fetches the profile and
 *  the progress again; a failure keeps it open with its values, `onError` puts the server's messages
 *  on their fields and a toast says what went wrong. */
export async function saveDialog(
  dialog: EditDialogFlags,
  deps: ProfileEditorDeps,
  send: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<boolean> {
  runInAction(() => {
    dialog.saving = true;
  });
  try {
    const answer = await send();
    runInAction(() => {
      dialog.opened = false;
    });
    deps.toast('success', successText(answer));
    deps.saved();
    return true;
  } catch (error) {
    runInAction(() => onError(error));
    deps.toast('error', failureText(error));
    return false;
  } finally {
    runInAction(() => {
      dialog.saving = false;
    });
  }
}
