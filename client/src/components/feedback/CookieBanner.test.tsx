import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { COOKIE_CONSENT_KEY } from '../../stores/CookieConsentStore';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('CookieBanner', () => {
  it('shows until a choice is stored', async () => {
    await renderApp('/');
    expect(banner()).toBeInTheDocument();
  });

  it.each([
    ['Accept', 'accept'],
    ['Decline', 'decline'],
  ])('%s stores the choice and hides the banner for good', async (button, stored) => {
    const { unmount } = await renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);

    unmount();
    sessionStorage.clear();
    await renderApp('/');
    expect(banner()).not.toBeInTheDocument();
  });

  it('the close toggler hides it for this session only, storing no choice', async () => {
    const { unmount } = await renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Hide for now' }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();

    unmount();
    await renderApp('/');
    expect(banner()).not.toBeInTheDocument();

    sessionStorage.clear();
    await renderApp('/about');
    expect(banner()).toBeInTheDocument();
  });

  it('shows no banner when a choice was stored before', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'decline');
    await renderApp('/');
    expect(banner()).not.toBeInTheDocument();
  });
});
