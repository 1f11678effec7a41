import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('view-as banner (spec point 6)', () => {
  it('shows on every page whose session it is, and Exit signs out and goes to the back office', async () => {
    const { api, location } = await renderApp('/faq', { routes: signedInAs(companyInfo, { viewAs: true }) });
    const banner = screen.getByRole('region', { name: 'View-as session' });
    expect(banner).toHaveTextContent('You are viewing as Kartuli Code');

    await userEvent.click(within(banner).getByRole('button', { name: 'Exit' }));
    expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('viewAs')).toBeNull();
    // The sign-out goes out before the page moves: under load the move can take a moment.
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(screen.queryByRole('region', { name: 'View-as session' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
  });

  it('is not there for an ordinary session', async () => {
    await renderApp('/faq', { routes: signedInAs(talentInfo) });
    expect(screen.queryByRole('region', { name: 'View-as session' })).not.toBeInTheDocument();
  });
});
