import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../App';
import { RootStore } from '../../stores/RootStore';
import { fakeFetch } from '../../../test/fake-api';
import { fakeToken, serverRoutes, talentInfo } from '../../../test/fixtures';
import { settle } from '../../../test/render-app';

describe('SessionGate', () => {
  it('shows a blank page (the page loader) until the stored session’s user is loaded', async () => {
    localStorage.setItem('token', fakeToken({ id: 7 }));
    const api = fakeFetch(serverRoutes({ 'GET /api/Account/GetUserInfo': { data: talentInfo } }));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('GetUserInfo')) await held;
      return api.fetch(input, init);
    }) as typeof globalThis.fetch;
    const store = new RootStore({ fetch, reload: jest.fn(), loadBotWidget: async () => {} });
    await store.language.init();
    const starting = store.auth.init();
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <App store={store} env="test" />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await act(async () => {
      release();
      await starting;
    });
    await settle();
    expect(await screen.findByRole('button', { name: 'Account menu: Nino Beridze' })).toBeInTheDocument();
  });
});
