import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { FormState, type FieldMessage } from '../../lib/forms/form-state';
import { emailRule } from '../../lib/validation/account-rules';

interface SubscriptionValues {
  email: string;
  agreeToTerms: boolean;
}

/** Spec point 5: the e-mail must be filled ('Please fill email field') and valid, the terms ticked. */
const RULES = {
  email: (value: string) => (value.trim() ? emailRule(value) : 'news.subscribe.fillEmail'),
  agreeToTerms: (value: boolean) => (value ? undefined : 'news.subscribe.termsRequired'),
};

/** The blog's e-mail subscription box: checks, sends, and answers the text for a toast. The
 *  server mails a confirmation link (double opt-in) and answers the same text for every address. */
export class BlogSubscriptionForm {
  readonly form: FormState<SubscriptionValues>;
  isSubmitting = false;
  /** The server's answer after a success, shown in place of the form until it is edited again. */
  sentText: string | undefined = undefined;

  constructor(
    private readonly api: Api,
    email = '',
  ) {
    this.form = new FormState<SubscriptionValues>({ email, agreeToTerms: false }, RULES);
    makeAutoObservable<BlogSubscriptionForm, 'api'>(this, { api: false, form: false });
  }

  /** Answers the toast's message: the server's success text, or undefined when the form shows errors. */
  async submit(): Promise<FieldMessage | undefined> {
    if (!this.form.validate()) return undefined;
    this.isSubmitting = true;
    try {
      const { email, agreeToTerms } = this.form.values;
      const text = await this.api.blog.subscribeUnsubscribe({ email: email.trim(), agreeToTerms });
      runInAction(() => {
        this.sentText = text;
        this.form.reset({ email: '' });
      });
      return { text };
    } catch (error) {
      this.form.applyServerErrors(error);
      return undefined;
    } finally {
      runInAction(() => {
        this.isSubmitting = false;
      });
    }
  }
}
