import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const unclaimed = {
  id: 9,
  name: 'Old Mill Software',
  about: 'Listed by staff.',
  aboutGe: null,
  teamSize: null,
  transformedName: 'old-mill-software',
  isClaimingNecessary: true,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  tagline: null,
  isVerified: false,
  verifiedDate: null,
  companyRate: null,
  reviewCount: 0,
  activeVacancyCount: 0,
  technologies: [],
  benefits: [],
};

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/Company/GetCompanyDetails': { data: unclaimed },
  'GET /api/Company/getKeyFacts': { data: [] },
  'GET /api/Company/GetCompanyKeyFactsByCompanyId': { data: [] },
  ...extra,
});

const claimView = {
  id: 1,
  companyId: 9,
  company: { id: 9, name: 'Old Mill Software', transformedName: 'old-mill-software' },
  message: 'I run it',
  status: 1,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: null,
};

describe('claiming an unclaimed company page (spec point 4)', () => {
  it('says the page is unclaimed and offers a visitor to sign in first', async () => {
    await renderApp('/companies/old-mill-software', { routes: routes() });
    expect(await screen.findByText('This company page is not claimed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as the company to claim it' })).toHaveAttribute('href', '/signIn');
    expect(screen.queryByRole('button', { name: 'Claim this company' })).not.toBeInTheDocument();
  });

  it('a talent sees the notice but cannot claim', async () => {
    await renderApp('/companies/old-mill-software', { routes: { ...routes(), ...signedInAs(talentInfo) } });
    expect(await screen.findByText('This company page is not claimed yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim this company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in as the company to claim it' })).not.toBeInTheDocument();
  });

  it('a company sends a claim with a message and sees it pending', async () => {
    const { api, notify } = await renderApp('/companies/old-mill-software', {
      routes: { ...routes({ 'POST /api/Company/ClaimCompany': { data: claimView } }), ...signedInAs(companyInfo) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim this company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim this company page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to our team/ }), 'I run it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    expect(api.callsTo('POST /api/Company/ClaimCompany')[0].body).toEqual({ companyId: 9, message: 'I run it' });
    expect(notify).toHaveBeenCalledWith('success', 'Your claim was sent. Our team will review it.');
    expect(await screen.findByText('Your claim is waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal, in Georgian when Georgian is shown", async () => {
    await renderApp('/companies/old-mill-software', {
      search: '?lang=ka',
      routes: {
        ...routes({
          'POST /api/Company/ClaimCompany': {
            status: 409,
            errors: { companyId: ['თქვენი მოთხოვნა უკვე განხილვას ელოდება'] },
          },
        }),
        ...signedInAs(companyInfo),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'კომპანიის გვერდის მოთხოვნა' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'მოთხოვნის გაგზავნა' }));
    expect(await within(dialog).findByText('თქვენი მოთხოვნა უკვე განხილვას ელოდება')).toBeInTheDocument();
  });
});

describe('the company panel lists its claims', () => {
  it('with where each stands', async () => {
    await renderApp('/companyPanel/generalInformation', {
      routes: {
        ...signedInAs(companyInfo),
        'GET /api/Company/GetMyClaims': { data: { items: [claimView, { ...claimView, id: 2, status: 3 }] } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Your claims' });
    expect(within(section).getAllByRole('link', { name: 'Old Mill Software' })[0]).toHaveAttribute(
      'href',
      '/companies/old-mill-software',
    );
    expect(section).toHaveTextContent('Waiting for review');
    expect(section).toHaveTextContent('Rejected');
  });
});
