import { jest } from '@jest/globals';
import { ApiError } from '../../api/api-error';
import { CHAT_IDLE_MS, messageRule, nameRule, SupportChatStore } from './SupportChatStore';

function chatStore(overrides: Partial<ConstructorParameters<typeof SupportChatStore>[0]> = {}) {
  const timers: { run: () => void; ms: number }[] = [];
  const store = new SupportChatStore({
    createTicket: async () => 'Thanks',
    needsBotToken: () => false,
    chatScriptUrl: () => null,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => timers.splice(0),
    ...overrides,
  });
  return { store, timers };
}

describe('SupportChatStore', () => {
  it.each([
    ['', 'chat.errors.nameRequired'],
    ['N', 'chat.errors.nameLength'],
    ['N'.repeat(81), 'chat.errors.nameLength'],
    ['Иван', 'chat.errors.nameLanguage'],
    ['ნინო', undefined],
    ['Nino Beridze', undefined],
  ])('nameRule(%j) is %s', (value, expected) => {
    expect(nameRule(value)).toBe(expected);
  });

  it.each([
    ['  ', 'chat.errors.messageRequired'],
    ['x'.repeat(2001), 'chat.errors.messageTooLong'],
    ['Привет', 'chat.errors.messageLanguage'],
    ['გამარჯობა, hello!', undefined],
  ])('messageRule(%j) is %s', (value, expected) => {
    expect(messageRule(value)).toBe(expected);
  });

  it('closes the complete state after the idle period, and a failed provider script is tried again on the next opening', async () => {
    const loadScript = jest
      .fn<(url: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockResolvedValue(undefined);
    const { store, timers } = chatStore({ chatScriptUrl: () => 'https://chat.example.com/w.js', loadScript });
    store.open({ name: 'Nino', email: 'nino@example.ge' });
    await Promise.resolve();
    store.close();
    store.open();
    expect(loadScript).toHaveBeenCalledTimes(2);

    store.form.set('message', 'Hello');
    expect(await store.submit()).toBe(true);
    expect(store.state).toBe('complete');
    expect(timers.map((timer) => timer.ms)).toEqual([CHAT_IDLE_MS]);
    timers[0].run();
    expect(store.state).toBe('initial');
  });

  it('puts the bot check’s server message under the widget and asks for a new challenge', async () => {
    const refused = new ApiError(400, { botToken: ['The reCaptcha was not validated. Please try again.'] });
    const { store } = chatStore({ createTicket: async () => Promise.reject(refused) });
    store.open({ name: 'Nino', email: 'nino@example.ge' });
    store.form.set('message', 'Hello');
    const key = store.botWidgetKey;
    expect(await store.submit()).toBe(false);
    expect(store.botError).toEqual({ text: 'The reCaptcha was not validated. Please try again.' });
    expect(store.form.formErrors).toEqual([]);
    expect(store.botWidgetKey).toBe(key + 1);
    expect(store.state).toBe('open');
  });
});
