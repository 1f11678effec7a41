import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { signedInAs, talentInfo } from '../../../test/fixtures';
import type { RecordedRequest } from '../../../test/fake-api';
import { COOKIE_CONSENT_KEY } from '../../stores/CookieConsentStore';

const THANKS = 'Thank you! We received your message and will answer you by e-mail.';
const settings = (chatScriptUrl: string | null = null) => ({
  'GET /api/Common/GetSiteSettings': {
    data: {
      supportEmail: 'support@techboard.ge',
      supportPhone: '+995 32 2 00 00 00',
      tagManagerId: null,
      adsConversionId: null,
      adsConversionLabel: null,
      chatScriptUrl,
    },
  },
});
const ticket = { 'POST /api/Support/CreateTicket': { data: THANKS } };

const launcher = () => screen.getByRole('button', { name: 'Chat with support' });
const dialog = () => screen.queryByRole('dialog', { name: 'Support' });

async function fillAndSend(user = userEvent.setup()) {
  const chat = (await screen.findByRole('dialog', { name: 'Support' })) as HTMLElement;
  await user.type(within(chat).getByLabelText(/^Your name/), 'Nino Beridze');
  await user.type(within(chat).getByLabelText(/^E-mail/), 'nino@example.ge');
  await user.type(within(chat).getByLabelText(/^Message/), 'My CV does not upload.');
  await user.click(within(chat).getByRole('button', { name: 'Send' }));
}

beforeEach(() => {
  // The banner is not what these tests are about.
  localStorage.setItem(COOKIE_CONSENT_KEY, 'decline');
});

describe('support chat widget', () => {
  it('goes initial → open → complete: a labelled dialog takes the focus, sends the message, thanks', async () => {
    const { api } = await renderApp('/', { routes: { ...settings(), ...ticket } });
    expect(dialog()).not.toBeInTheDocument();
    await userEvent.click(launcher());
    const chat = await screen.findByRole('dialog', { name: 'Support' });
    expect(within(chat).getByLabelText(/^Your name/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close the support chat', expanded: true })).toBeInTheDocument();

    await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(within(chat).getByLabelText(/^Your name/)).toHaveAccessibleDescription('Please enter your name');
    expect(within(chat).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('The Email field is required');
    expect(within(chat).getByLabelText(/^Message/)).toHaveAccessibleDescription(/Please write your message/);
    expect(api.callsTo('POST /api/Support/CreateTicket')).toHaveLength(0);

    await fillAndSend();
    expect(api.callsTo('POST /api/Support/CreateTicket').map((request) => request.body)).toEqual([
      { name: 'Nino Beridze', email: 'nino@example.ge', message: 'My CV does not upload.' },
    ]);
    const status = await within(chat).findByRole('status');
    expect(status).toHaveTextContent(THANKS);
    expect(status).toHaveFocus();
  });

  it('Escape and the close button close it and give the focus back to the button', async () => {
    await renderApp('/', { routes: settings() });
    await userEvent.click(launcher());
    await screen.findByRole('dialog', { name: 'Support' });
    await userEvent.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();

    await userEvent.click(launcher());
    const chat = await screen.findByRole('dialog', { name: 'Support' });
    await userEvent.click(within(chat).getByRole('button', { name: 'Close the support chat' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('is filled with the signed-in account’s name and e-mail', async () => {
    await renderApp('/', { routes: { ...settings(), ...signedInAs(talentInfo) } });
    await userEvent.click(launcher());
    const chat = await screen.findByRole('dialog', { name: 'Support' });
    expect(within(chat).getByLabelText(/^Your name/)).toHaveValue('Nino Beridze');
    expect(within(chat).getByLabelText(/^E-mail/)).toHaveValue('nino@example.ge');
  });

  it('speaks Georgian, and shows the server’s field messages', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const refused = { status: 400, errors: { name: ['სახელი შეიყვანეთ ქართულად ან ინგლისურად'] } };
    await renderApp('/', { routes: { ...settings(), 'POST /api/Support/CreateTicket': refused } });
    await userEvent.click(screen.getByRole('button', { name: 'მხარდაჭერის ჩატი' }));
    const chat = await screen.findByRole('dialog', { name: 'მხარდაჭერა' });
    await userEvent.type(within(chat).getByLabelText(/^თქვენი სახელი/), 'Nino Beridze');
    await userEvent.type(within(chat).getByLabelText(/^ელფოსტა/), 'nino@example.ge');
    await userEvent.type(within(chat).getByLabelText(/^შეტყობინება/), 'გამარჯობა');
    await userEvent.click(within(chat).getByRole('button', { name: 'გაგზავნა' }));
    expect(await within(chat).findByLabelText(/^თქვენი სახელი/)).toHaveAccessibleDescription(
      'სახელი შეიყვანეთ ქართულად ან ინგლისურად',
    );
    expect(within(chat).queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends the altcha proof when the server asks for one', async () => {
    const { api, container } = await renderApp('/', {
      routes: { ...settings(), ...ticket, 'GET /api/Account/BotCheckKind': { data: 'altcha' } },
    });
    await userEvent.click(launcher());
    const chat = await screen.findByRole('dialog', { name: 'Support' });
    await fillAndSend();
    expect(within(chat).getByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Support/CreateTicket')).toHaveLength(0);
    act(() => {
      container.ownerDocument
        .querySelector('altcha-widget')!
        .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'proof' } }));
    });
    await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(
      api
        .callsTo('POST /api/Support/CreateTicket')
        .map((request: RecordedRequest) => (request.body as { botToken?: string }).botToken),
    ).toEqual(['proof']);
  });

  it('injects the chat provider’s script only when the widget is opened, and only once', async () => {
    const url = 'https://chat.example.com/widget.js';
    const scripts = () => document.querySelectorAll(`script[src="${url}"]`);
    await renderApp('/', { routes: settings(url) });
    expect(scripts()).toHaveLength(0);
    await userEvent.click(launcher());
    await screen.findByRole('dialog', { name: 'Support' });
    expect(scripts()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(launcher());
    await screen.findByRole('dialog', { name: 'Support' });
    expect(scripts()).toHaveLength(1);
  });
});

describe('support chat widget, idle close', () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('closes itself 5000 ms after the thanks without activity; pointer or key activity restarts the wait', async () => {
    await renderApp('/', { routes: { ...settings(), ...ticket } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(launcher());
    await fillAndSend(user);
    const chat = (await screen.findByRole('dialog', { name: 'Support' })) as HTMLElement;
    await within(chat).findByRole('status');

    act(() => jest.advanceTimersByTime(4000));
    fireEvent.pointerDown(chat);
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.keyDown(chat, { key: 'Tab' });
    act(() => jest.advanceTimersByTime(4999));
    expect(dialog()).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    // Opened again: a new, empty message (name and e-mail kept).
    await user.click(launcher());
    const again = await screen.findByRole('dialog', { name: 'Support' });
    expect(within(again).getByLabelText(/^Message/)).toHaveValue('');
    expect(within(again).getByLabelText(/^Your name/)).toHaveValue('Nino Beridze');
  });

  it('stays open while the form is being filled in', async () => {
    await renderApp('/', { routes: settings() });
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(launcher());
    await screen.findByRole('dialog', { name: 'Support' });
    act(() => jest.advanceTimersByTime(60_000));
    expect(dialog()).toBeInTheDocument();
  });
});
