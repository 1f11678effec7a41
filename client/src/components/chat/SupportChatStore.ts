import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/api-error';
import type { SupportTicketRequest } from '../../api/support';
import { FormState, type FieldMessage } from '../../lib/forms/form-state';
import { injectScript } from '../../lib/third-party/inject-script';
import { emailRule } from '../../lib/validation/account-rules';
import { GEORGIAN_OR_ENGLISH_TEXT } from '../../lib/validation/company-profile-rules';

/** The server's limits (src/modules/static/support/dto/create-ticket.body.ts). */
export const CHAT_NAME_MIN = 2;
export const CHAT_NAME_MAX = 80;
export const CHAT_MESSAGE_MAX = 2000;
/** Spec point 9: the complete state closes itself after this long without activity. */
export const CHAT_IDLE_MS = 5000;

/** Spec point 4: initial (the button), open (the form), complete (the thank-you). */
export type ChatState = 'initial' | 'open' | 'complete';

export interface ChatValues {
  name: string;
  email: string;
  message: string;
}

export interface SupportChatDeps {
  createTicket: (ticket: SupportTicketRequest) => Promise<string>;
  /** True when the form must carry an altcha proof. */
  needsBotToken: () => boolean;
  /** The configured third-party chat script, if any (loaded on the first opening). */
  chatScriptUrl: () => string | null;
  loadScript?: (url: string) => Promise<void>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function nameRule(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'chat.errors.nameRequired';
  if (name.length < CHAT_NAME_MIN || name.length > CHAT_NAME_MAX) return 'chat.errors.nameLength';
  return GEORGIAN_OR_ENGLISH_TEXT.test(name) ? undefined : 'chat.errors.nameLanguage';
}

export function messageRule(value: string): string | undefined {
  const message = value.trim();
  if (!message) return 'chat.errors.messageRequired';
  if (message.length > CHAT_MESSAGE_MAX) return 'chat.errors.messageTooLong';
  return GEORGIAN_OR_ENGLISH_TEXT.test(message) ? undefined : 'chat.errors.messageLanguage';
}

/** The support chat widget: its three states, the form, the bot check and the idle close. */
export class SupportChatStore {
  state: ChatState = 'initial';
  sending = false;
  /** The server's thank-you text of the last message sent. */
  answer = '';
  botToken: string | undefined = undefined;
  botError: FieldMessage | undefined = undefined;
  /** Bumped to give the bot check widget a fresh challenge (a proof is good for one try). */
  botWidgetKey = 0;
  readonly form = new FormState<ChatValues>(
    { name: '', email: '', message: '' },
    { name: nameRule, email: emailRule, message: messageRule },
  );
  private idleTimer: unknown = undefined;
  private scriptRequested = false;

  constructor(private readonly deps: SupportChatDeps) {
    makeAutoObservable<SupportChatStore, 'deps' | 'idleTimer' | 'scriptRequested'>(this, {
      deps: false,
      form: false,
      idleTimer: false,
      scriptRequested: false,
    });
  }

  get isOpen(): boolean {
    return this.state !== 'initial';
  }

  /** Opens the form, filled with the signed-in account's name and e-mail where still empty. */
  open(account?: { name: string; email: string }): void {
    if (this.state !== 'initial') return;
    this.state = 'open';
    if (account) {
      if (!this.form.values.name) this.form.set('name', account.name);
      if (!this.form.values.email) this.form.set('email', account.email);
    }
    this.loadChatScript();
  }

  close(): void {
    this.stopIdleTimer();
    this.state = 'initial';
  }

  setBotToken(token: string | undefined): void {
    this.botToken = token;
    if (token) this.botError = undefined;
  }

  /** Pointer or key activity inside the widget: the complete state waits another idle period. */
  activity(): void {
    if (this.state === 'complete') this.startIdleTimer();
  }

  async submit(): Promise<boolean> {
    if (this.sending || !this.form.validate()) return false;
    if (this.deps.needsBotToken() && !this.botToken) {
      this.botError = { key: 'botCheck.required' };
      return false;
    }
    const { name, email, message } = this.form.values;
    this.sending = true;
    try {
      const answer = await this.deps.createTicket({
        name: name.trim().replace(/\s+/g, ' '),
        email: email.trim(),
        message: message.trim(),
        botToken: this.botToken,
      });
      runInAction(() => {
        this.answer = answer;
        this.state = 'complete';
        this.form.reset({ name: this.form.values.name, email: this.form.values.email });
      });
      this.startIdleTimer();
      return true;
    } catch (error) {
      runInAction(() => this.showErrors(error));
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
        // A proof is spent by the attempt either way.
        this.botToken = undefined;
        this.botWidgetKey += 1;
      });
    }
  }

  /** The bot check's message goes under its widget, the others to their fields or the form. */
  private showErrors(error: unknown): void {
    const botKey =
      error instanceof ApiError ? Object.keys(error.errors).find((key) => key.toLowerCase() === 'bottoken') : undefined;
    if (!(error instanceof ApiError) || !botKey) {
      this.form.applyServerErrors(error);
      return;
    }
    this.botError = { text: error.errors[botKey][0] };
    const rest = Object.fromEntries(Object.entries(error.errors).filter(([key]) => key !== botKey));
    if (Object.keys(rest).length) this.form.applyServerErrors(new ApiError(error.status, rest));
    else this.form.formErrors = [];
  }

  private startIdleTimer(): void {
    this.stopIdleTimer();
    const set = this.deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.idleTimer = set(() => {
      this.idleTimer = undefined;
      this.close();
    }, CHAT_IDLE_MS);
  }

  private stopIdleTimer(): void {
    if (this.idleTimer === undefined) return;
    (this.deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(this.idleTimer);
    this.idleTimer = undefined;
  }

  private loadChatScript(): void {
    const url = this.deps.chatScriptUrl();
    if (!url || this.scriptRequested) return;
    this.scriptRequested = true;
    (this.deps.loadScript ?? injectScript)(url).catch(() =>
      runInAction(() => {
        this.scriptRequested = false;
      }),
    );
  }
}
