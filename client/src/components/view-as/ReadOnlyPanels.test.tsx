import { screen, within } from '@testing-library/react';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { LIST, companyRoutes, listItem, page } from '../../pages/company-panel/vacancies/vacancy-test-fixtures';

/** A view-as session of the company of companyRoutes (its token and GetUserInfo say so). */
const asViewAs = (routes: ReturnType<typeof companyRoutes>) => ({
  ...routes,
  ...signedInAs(companyInfo, { viewAs: true }),
});

describe('a view-as session is read-only from the start (issue 22)', () => {
  it('the company panel says so once and offers no change', async () => {
    await renderApp('/companyPanel/generalInformation', { routes: asViewAs(companyRoutes({ isVerified: true })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company information' })).toBeInTheDocument();
    const notices = screen.getAllByRole('note');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Read-only view');
    expect(notices[0]).toHaveTextContent('nothing can be changed here');
    expect(screen.getByLabelText('Upload a new cover')).toBeDisabled();
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByRole('button', { name: /Edit/ })).toBeDisabled();
    const tagline = screen.getByRole('region', { name: 'Tagline and team size' });
    for (const control of within(tagline).getAllByRole('textbox')) expect(control).toBeDisabled();
  });

  it('the vacancy list offers no new vacancy, end or delete', async () => {
    await renderApp('/companyPanel/vacancies/active', {
      routes: asViewAs(
        companyRoutes(
          { isVerified: true },
          { [LIST]: { data: page([listItem(1, { title: 'Senior Go developer' })]) } },
        ),
      ),
    });
    const card = await screen.findByRole('article', { name: 'Senior Go developer' });
    expect(screen.getByRole('button', { name: 'Create a vacancy' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Create a vacancy' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'End' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeDisabled();
    // Reading stays open: the preview and the applicants are links.
    expect(within(card).getByRole('link', { name: 'Preview' })).toBeInTheDocument();
  });

  it('the talent’s password change is off, in Georgian too', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/userPanel/settings/passwordChange', { routes: signedInAs(talentInfo, { viewAs: true }) });
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('მხოლოდ დათვალიერების რეჟიმი');
    for (const button of within(screen.getByRole('form')).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('an ordinary session keeps every control and shows no notice', async () => {
    await renderApp('/companyPanel/vacancies/active', {
      routes: companyRoutes(
        { isVerified: true },
        { [LIST]: { data: page([listItem(1, { title: 'Senior Go developer' })]) } },
      ),
    });
    const card = await screen.findByRole('article', { name: 'Senior Go developer' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a vacancy' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'End' })).toBeEnabled();
  });
});
