import { useState } from 'react';
import { serverTexts } from '../../../lib/forms/server-text';
import { SOMETHING_WENT_WRONG, type FieldMessage } from '../../../lib/forms/form-state';
import { ConfirmDialog } from '../../companies/ConfirmDialog';

/** A staff decision asked about before it is sent: the question names the thing and the action. */
export interface ConfirmedAction {
  title: string;
  text: string;
  confirmLabel: string;
  /** The confirming button's colour: red (the default) for what takes away, teal for approvals. */
  color?: string;
  /** Sends the decision; a refusal (thrown) stays in the dialog. */
  run: () => Promise<void>;
}

/**
 * Verify, revoke, approve, dismiss, unblock: each asks first (issue 22). `ask` opens the question,
 * `dialog` is the ConfirmDialog to render once; it closes when `run` succeeds.
 */
export function useConfirmedAction() {
  const [asked, setAsked] = useState<ConfirmedAction>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessage[]>([]);

  const confirm = async () => {
    if (!asked || busy) return;
    setErrors([]);
    setBusy(true);
    try {
      await asked.run();
      setAsked(undefined);
    } catch (error) {
      const texts = serverTexts(error);
      setErrors(texts.length ? texts.map((text) => ({ text })) : [SOMETHING_WENT_WRONG]);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (busy) return;
    setAsked(undefined);
  };

  return {
    ask: (action: ConfirmedAction) => {
      setErrors([]);
      setAsked(action);
    },
    dialog: (
      <ConfirmDialog
        opened={!!asked}
        title={asked?.title ?? ''}
        text={asked?.text ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        color={asked?.color}
        loading={busy}
        errors={errors}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    ),
  };
}
