import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyInfo, fakeToken, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { talentProfileRoutes } from './talent-profile-fixtures';

const image = (name: string, type = 'image/png') => new File([new Uint8Array(100)], name, { type });

describe('panel guards (spec point 2)', () => {
  it.each(['/userPanel/generalInformation', '/companyPanel/settings'])(
    '%s sends a signed-out visitor to sign in',
    async (path) => {
      const { location } = await renderApp(path);
      expect(location().pathname).toBe('/signIn');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('the user panel is for talents only: a company is sent away (and, signed in, home)', async () => {
    const { location } = await renderApp('/userPanel/generalInformation', { routes: signedInAs(companyInfo) });
    expect(location().pathname).toBe('/');
  });

  it('the company panel is for companies only', async () => {
    const { location } = await renderApp('/companyPanel/generalInformation', { routes: signedInAs(talentInfo) });
    expect(location().pathname).toBe('/');
  });

  it.each([
    ['/userPanel', '/userPanel/generalInformation', talentInfo],
    ['/userPanel/settings', '/userPanel/settings/account', talentInfo],
    ['/companyPanel', '/companyPanel/generalInformation', companyInfo],
  ])('%s opens %s', async (path, target, info) => {
    const { location } = await renderApp(path, { routes: signedInAs(info) });
    expect(location().pathname).toBe(target);
  });
});

describe('general information', () => {
  it("shows a talent's name, e-mail and verification, and sends a new verification e-mail", async () => {
    const { api, notify } = await renderApp('/userPanel/generalInformation', {
      routes: talentProfileRoutes({ 'POST /api/Account/ReSendVerifyUserEmail': { data: 'Email sent successfully' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'General information' })).toBeInTheDocument();
    const side = screen.getByRole('navigation', { name: 'User panel' });
    expect(within(side).getByRole('link', { name: 'General information' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/userPanel/settings/passwordChange',
    );
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(details).findByRole('textbox', { name: /^Full name/ })).toHaveValue('Nino Beridze');
    expect(details).toHaveTextContent('nino@example.ge');
    expect(screen.getByRole('region', { name: 'Technologies you work with' })).toHaveTextContent('TypeScript');
    expect(screen.getByText(/Your e-mail nino@example.ge is not verified yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend the verification e-mail' }));
    expect(api.callsTo('POST /api/Account/ReSendVerifyUserEmail')).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('success', 'Email sent successfully');
  });

  it('uploads a new profile photo, refusing a wrong format first', async () => {
    const { api, notify } = await renderApp('/userPanel/generalInformation', {
      routes: {
        ...signedInAs(talentInfo),
        'POST /api/Account/UpdateProfileImage': {
          data: { profileImageUrl: '/files/new.webp', smallProfileImageUrl: '/files/new-small.webp' },
        },
      },
    });
    const input = await screen.findByLabelText('Upload a new photo');
    await userEvent.upload(input, image('cv.pdf', 'application/pdf'), { applyAccept: false });
    expect(notify).toHaveBeenLastCalledWith('warning', 'File format is incorrect');
    expect(api.callsTo('POST /api/Account/UpdateProfileImage')).toHaveLength(0);

    const photo = image('me.png');
    await userEvent.upload(input, photo);
    expect(api.callsTo('POST /api/Account/UpdateProfileImage')[0].form?.get('ProfileImage')).toBe(photo);
    expect(notify).toHaveBeenLastCalledWith('success', 'Updated Successfully');
    expect(screen.getByRole('button', { name: 'Account menu: Nino Beridze' }).querySelector('img')).toHaveAttribute(
      'src',
      '/files/new-small.webp',
    );
  });

  it('a company also changes its cover image; a verified e-mail needs no resend', async () => {
    const { api } = await renderApp('/companyPanel/generalInformation', {
      routes: {
        ...signedInAs(companyInfo),
        'POST /api/Account/updateCoverImage': { data: { coverImageUrl: '/files/cover.webp' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company information' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend the verification e-mail' })).not.toBeInTheDocument();
    const cover = image('cover.jpg', 'image/jpeg');
    await userEvent.upload(screen.getByLabelText('Upload a new cover'), cover);
    expect(api.callsTo('POST /api/Account/updateCoverImage')[0].form?.get('CoverImage')).toBe(cover);
    expect(screen.getByRole('img', { name: 'Cover image' })).toHaveStyle({
      backgroundImage: 'url("/files/cover.webp")',
    });
  });
});

describe('password change', () => {
  async function fill(oldPassword: string, newPassword: string, confirm = newPassword) {
    await userEvent.type(screen.getByLabelText(/^Current password/), oldPassword);
    await userEvent.type(screen.getByLabelText(/^New password/), newPassword);
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it("stores the answered token and says 'Updated Successfully'", async () => {
    const fresh = fakeToken({ id: 7, exp: 1_999_999_999 });
    const { api, notify } = await renderApp('/userPanel/settings/passwordChange', {
      routes: { ...signedInAs(talentInfo), 'POST /api/Account/PasswordChange': { data: { token: fresh } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await fill('Old-pass1', 'New-pass1', 'New-pass2');
    expect(screen.getByText('The passwords do not match: repeat the password')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Account/PasswordChange')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Repeat the password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'New-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(api.callsTo('POST /api/Account/PasswordChange')[0].body).toEqual({
      oldPassword: 'Old-pass1',
      newPassword: 'New-pass1',
      confirmPassword: 'New-pass1',
    });
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("shows the server's message for a wrong current password", async () => {
    await renderApp('/companyPanel/settings/passwordChange', {
      routes: {
        ...signedInAs(companyInfo),
        'POST /api/Account/PasswordChange': { status: 400, errors: { oldPassword: ['The old password is incorrect'] } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    await fill('Wrong-pass1', 'New-pass1');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The old password is incorrect');
  });

  it('says to wait when the server has counted too many wrong passwords (429)', async () => {
    const tooMany = 'Too many requests. Please wait a minute and try again.';
    await renderApp('/userPanel/settings/passwordChange', {
      routes: {
        ...signedInAs(talentInfo),
        'POST /api/Account/PasswordChange': { status: 429, errors: { _: [tooMany] } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    await fill('Wrong-pass1', 'New-pass1');
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });
});

describe('account deletion', () => {
  it('asks for the password in a dialog, shows a wrong one, then clears everything but the cookie choice and reloads', async () => {
    localStorage.setItem('cookiesModal', 'decline');
    let calls = 0;
    const { api, reload } = await renderApp('/userPanel/settings/account', {
      routes: {
        ...signedInAs(talentInfo),
        'POST /api/Account/DeleteCompanyOrTalent': () =>
          ++calls === 1 ? { status: 400, errors: { password: ['The password is incorrect'] } } : { data: true },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter the password');
    expect(api.callsTo('POST /api/Account/DeleteCompanyOrTalent')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('The password is incorrect');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Passw0rd!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(api.callsTo('POST /api/Account/DeleteCompanyOrTalent')[1].body).toEqual({ password: 'Passw0rd!' });
    expect({ ...localStorage }).toEqual({ cookiesModal: 'decline' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks no password of an account without one (Google or LinkedIn sign-up), on /companyPanel/settings', async () => {
    const { api } = await renderApp('/companyPanel/settings', {
      routes: {
        ...signedInAs({ ...companyInfo, hasPassword: false }),
        'POST /api/Account/DeleteCompanyOrTalent': { data: true },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account?' });
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(api.callsTo('POST /api/Account/DeleteCompanyOrTalent')[0].body).toEqual({});
  });
});

describe('language switch', () => {
  it('fetches the user again in the new language, so field, experience and technologies are named in it', async () => {
    const { api } = await renderApp('/userPanel/generalInformation', { routes: signedInAs(talentInfo) });
    await screen.findByRole('heading', { level: 1, name: 'General information' });
    const before = api.callsTo('GET /api/Account/GetUserInfo');
    expect(before.map((call) => call.headers['Accept-Language'])).toEqual(['en']);
    await userEvent.click(screen.getAllByRole('button', { name: 'ქართული' })[0]);
    await screen.findByRole('heading', { level: 1, name: 'ზოგადი ინფორმაცია' });
    const after = api.callsTo('GET /api/Account/GetUserInfo');
    expect(after.map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ka']);
  });
});

describe('company profile editors', () => {
  const dictionary = (id: number, dictionaryType: number, name: string, extra: Record<string, unknown> = {}) => ({
    id,
    dictionaryType,
    name,
    nameGE: name,
    description: null,
    descriptionGE: null,
    iconUrl: null,
    activeVacancyCount: null,
    activeCompanyCount: null,
    parentDictionary: null,
    childDictionaries: [],
    ...extra,
  });
  const languages = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };
  const progress = (percent: number, missing: string[]) => ({
    data: {
      progress: percent,
      progressList: [
        { key: 'logo', name: 'Logo', done: true },
        ...missing.map((name) => ({ key: name, name, done: false })),
      ],
    },
  });
  const routes = (extra: Record<string, unknown> = {}) => ({
    ...signedInAs(companyInfo),
    'GET /api/Company/GetCompanyProfileInfo': {
      data: {
        technologies: [
          { id: 11, name: 'TypeScript', nameGE: 'TypeScript', iconUrl: null, parentDictionary: languages },
        ],
        benefits: [],
      },
    },
    'GET /api/Common/GetDictionary': (request: { query: URLSearchParams }) =>
      request.query.getAll('dictionaryType').includes('0')
        ? {
            data: [
              dictionary(100, 0, 'Health', {
                childDictionaries: [dictionary(101, 0, 'Dental care'), dictionary(102, 0, 'Medical insurance')],
              }),
              dictionary(200, 0, 'Free lunch'),
            ],
          }
        : {
            data: [
              dictionary(2, 9, 'Programming languages'),
              dictionary(11, 8, 'TypeScript', { parentDictionary: languages }),
              dictionary(12, 8, 'Go', { parentDictionary: languages }),
            ],
          },
    'GET /api/Company/GetTeamSizes': {
      data: [
        { value: '1-10', name: '1–10 people' },
        { value: '11-50', name: '11–50 people' },
      ],
    },
    ...extra,
  });

  it('shows the progress and what is still missing', async () => {
    await renderApp('/companyPanel/generalInformation', {
      routes: routes({ 'GET /api/Company/getCompanyProgress': progress(40, ['About the company', 'Benefits']) }),
    });
    const section = await screen.findByRole('region', { name: 'Profile progress' });
    expect(await within(section).findByText('40%')).toBeInTheDocument();
    const missing = within(section).getByRole('list', { name: 'Still missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['About the company', 'Benefits']);
    expect(section).not.toHaveTextContent('Logo');
  });

  it('saves the technologies and fetches the progress again', async () => {
    let progressCalls = 0;
    const { api, notify } = await renderApp('/companyPanel/technologies', {
      routes: routes({
        'GET /api/Company/getCompanyProgress': () =>
          ++progressCalls === 1 ? progress(40, ['Technologies']) : progress(60, []),
        'POST /api/Company/UpdateCompanyTechnologies': { data: 'Updated Successfully' },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Technologies you work with' });
    await within(section).findByText('TypeScript');
    await userEvent.click(within(section).getByRole('combobox', { name: /^Technologies/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Go' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save technologies' }));
    expect(api.callsTo('POST /api/Company/UpdateCompanyTechnologies')[0].body).toEqual({ technologyIds: [11, 12] });
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    await waitFor(() => expect(api.callsTo('GET /api/Company/getCompanyProgress')).toHaveLength(2));
  });

  it('sends the checked benefit groups and sub-benefits', async () => {
    const { api, notify } = await renderApp('/companyPanel/benefits', {
      routes: routes({
        'GET /api/Company/getCompanyProgress': progress(40, []),
        'POST /api/Company/updateCompanyBenefits': { data: 'Benefits have been updated' },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Benefits you offer' });
    await userEvent.click(await within(section).findByRole('checkbox', { name: 'Health' }));
    expect(within(section).getByRole('checkbox', { name: 'Dental care' })).toBeChecked();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Dental care' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Free lunch' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save benefits' }));
    expect(api.callsTo('POST /api/Company/updateCompanyBenefits')[0].body).toEqual({ benefitIds: [100, 102, 200] });
    expect(notify).toHaveBeenCalledWith('success', 'Benefits have been updated');
  });

  it("says so when the benefits can't be saved", async () => {
    const { notify } = await renderApp('/companyPanel/benefits', {
      routes: routes({ 'POST /api/Company/updateCompanyBenefits': { status: 500, errors: { _: ['boom'] } } }),
    });
    const section = await screen.findByRole('region', { name: 'Benefits you offer' });
    await userEvent.click(await within(section).findByRole('checkbox', { name: 'Free lunch' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save benefits' }));
    expect(notify).toHaveBeenCalledWith('error', 'Benefits update failed');
  });

  it('saves the tagline in Georgian beside the English one (issue 22)', async () => {
    const { api } = await renderApp('/companyPanel/generalInformation', { routes: routes() });
    const section = await screen.findByRole('region', { name: 'Tagline and team size' });
    await userEvent.clear(within(section).getByRole('textbox', { name: 'Tagline' }));
    await userEvent.type(within(section).getByRole('textbox', { name: 'Tagline' }), 'Code from Tbilisi');
    await userEvent.type(within(section).getByRole('textbox', { name: 'Tagline in Georgian' }), 'კოდი თბილისიდან');
    await userEvent.click(within(section).getByRole('button', { name: 'Save tagline and team size' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/Company/UpdateCompanyTagline')[0]?.body).toEqual({
        tagline: 'Code from Tbilisi',
        taglineGe: 'კოდი თბილისიდან',
      }),
    );
  });

  it("shows the server's tagline error on the field", async () => {
    const { api } = await renderApp('/companyPanel/generalInformation', {
      routes: routes({
        'POST /api/Company/UpdateCompanyTagline': {
          status: 400,
          errors: { tagline: ['The tagline must be in Georgian or English'] },
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Tagline and team size' });
    await userEvent.clear(within(section).getByRole('textbox', { name: 'Tagline' }));
    await userEvent.type(within(section).getByRole('textbox', { name: 'Tagline' }), 'Привет');
    await userEvent.click(within(section).getByRole('button', { name: 'Save tagline and team size' }));
    expect(api.callsTo('POST /api/Company/UpdateCompanyTagline')[0].body).toEqual({
      tagline: 'Привет',
      taglineGe: null,
    });
    expect(within(section).getByRole('textbox', { name: 'Tagline' })).toHaveAccessibleDescription(
      expect.stringContaining('The tagline must be in Georgian or English'),
    );
    expect(api.callsTo('POST /api/Company/UpdateCompanyTeamSize')).toHaveLength(0);
  });
});
