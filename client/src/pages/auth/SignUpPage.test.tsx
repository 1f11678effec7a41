import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../test/fake-api';
import { companyInfo, fakeToken, signUpDictionaries, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const dictionaries = (request: RecordedRequest) => {
  const types = request.query.getAll('dictionaryType').map(Number);
  return { data: signUpDictionaries.filter((item) => types.includes(item.dictionaryType)) };
};

const signUpRoutes = {
  'GET /api/Common/GetDictionary': dictionaries,
  'GET /api/Account/CheckUserExist': { data: { exists: false } },
};

async function fillDetails(name: string, email = 'nino@example.ge') {
  const user = userEvent.setup();
  const nameField = screen.getByLabelText(/^(Full name|Company name)/);
  await user.clear(nameField);
  await user.type(nameField, name);
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
  await user.type(screen.getByLabelText(/^Repeat the password/), 'Passw0rd!');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function pick(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const image = (name = 'me.png', type = 'image/png', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('sign-up wizard, personal (spec point 4)', () => {
  it('goes details → experience → photo, sends multipart and lands signed in on /welcome', async () => {
    const token = fakeToken({ id: 7 });
    const { api, store, location } = await renderApp('/signUp', {
      routes: {
        ...signUpRoutes,
        'POST /api/Account/CreateUserAccount': { data: { token } },
        'GET /api/Account/GetUserInfo': { data: talentInfo },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(screen.getByText(/8–128 characters, with at least one lowercase letter/)).toBeInTheDocument();

    await fillDetails('Nino   Beridze');
    expect(api.callsTo('GET /api/Account/CheckUserExist')[0].query.get('Email')).toBe('nino@example.ge');

    // Step 2: the switch is gone; technologies are required.
    expect(await screen.findByRole('combobox', { name: /^Technologies/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Personal' })).not.toBeInTheDocument();
    const [dictionaryCall] = api.callsTo('GET /api/Common/GetDictionary');
    expect(dictionaryCall.query.getAll('dictionaryType')).toEqual(['1', '5', '6', '8']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Pick at least one technology')).toBeInTheDocument();

    await pick(/^Field/, 'Software development');
    await pick(/^Experience level/, 'Senior');
    await pick(/^Technologies/, 'Go');
    await pick(/^Technologies/, 'React');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 3: back keeps what was chosen.
    expect(await screen.findByText('Profile photo (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(
      screen.getByRole('combobox', { name: /^Technologies/ }).closest('.mantine-MultiSelect-root') ?? document.body,
    ).toBeTruthy();
    expect(screen.getByText('React')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const photo = image();
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photo);
    expect(screen.getByText('me.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const [request] = api.callsTo('POST /api/Account/CreateUserAccount');
    const form = request.form!;
    expect(form.get('Name')).toBe('Nino Beridze');
    expect(form.get('Email')).toBe('nino@example.ge');
    expect(form.get('Password')).toBe('Passw0rd!');
    expect(form.get('ConfirmPassword')).toBe('Passw0rd!');
    expect(form.get('ProfileImage')).toBe(photo);
    expect(form.get('Field')).toBe('41');
    expect(form.get('Experience')).toBe('52');
    expect(form.getAll('Technologies')).toEqual(['13', '14']);
    expect(form.has('JobFunctions')).toBe(false);
    expect(form.has('BotToken')).toBe(false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Nino Beridze!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/welcome');
    expect(screen.getByText(/We have sent a verification e-mail to nino@example.ge/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/userPanel/generalInformation',
    );
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(localStorage.getItem('token')).toBe(token);
    expect(store.auth.isLoggedIn).toBe(true);
  });

  it('shows the rules of step 1 and does not call the server while they fail', async () => {
    const { api } = await renderApp('/signUp', { routes: signUpRoutes });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Nino 7');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'nino@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'weak');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'weaker');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription(/Input full name in GE or EN language/);
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match: repeat the password')).toBeInTheDocument();
    // The rule is the helper text and, now, the message.
    expect(screen.getAllByText(/^8–128 characters, with at least one lowercase letter/)).toHaveLength(2);
    expect(api.callsTo('GET /api/Account/CheckUserExist')).toHaveLength(0);
  });

  it('asks for the consent to the terms of use and the privacy policy, with links to both (issue 22)', async () => {
    const { api } = await renderApp('/signUp', { routes: signUpRoutes });
    await screen.findByRole('heading', { level: 1 });
    const consent = screen.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ });
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacyPolicy');
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Nino Beridze');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'nino@example.ge');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Tick the box to agree to the terms of use and the privacy policy')).toBeInTheDocument();
    expect(api.callsTo('GET /api/Account/CheckUserExist')).toHaveLength(0);
    await userEvent.click(consent);
    expect(screen.queryByText('Tick the box to agree to the terms of use and the privacy policy')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET /api/Account/CheckUserExist')).toHaveLength(1));
  });

  it('stays on step 1 with the server’s message on the e-mail field when the e-mail exists', async () => {
    const { api, store } = await renderApp('/signUp', {
      routes: {
        ...signUpRoutes,
        'GET /api/Account/CheckUserExist': {
          status: 409,
          errors: { email: ['An account with this e-mail already exists'] },
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await fillDetails('Nino Beridze');
    expect(api.callsTo('GET /api/Account/CheckUserExist')).toHaveLength(1);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('An account with this e-mail already exists');
    expect(store.auth.emailExists).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Technologies/ })).not.toBeInTheDocument();
  });

  it('warns for 2 s about a photo of the wrong format or size and keeps none', async () => {
    const { notify } = await renderApp('/signUp', { routes: signUpRoutes });
    await screen.findByRole('heading', { level: 1 });
    await fillDetails('Nino Beridze');
    await pick(/^Technologies/, 'TypeScript');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const input = await screen.findByLabelText('Upload a photo');
    await userEvent.upload(input, image('anim.gif', 'image/gif'), { applyAccept: false });
    expect(notify).toHaveBeenLastCalledWith('warning', 'File format is incorrect');
    await userEvent.upload(input, image('huge.png', 'image/png', 10_000 * 1024 + 1));
    expect(notify).toHaveBeenLastCalledWith('warning', 'File is too large');
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
  });

  it('goes back to the step of a field the server refused', async () => {
    const { api } = await renderApp('/signUp', {
      routes: {
        ...signUpRoutes,
        'POST /api/Account/CreateUserAccount': {
          status: 400,
          errors: { name: ['Input full name in GE or EN language'] },
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await fillDetails('Nino Beridze');
    await pick(/^Technologies/, 'TypeScript');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(api.callsTo('POST /api/Account/CreateUserAccount')[0].form?.has('ProfileImage')).toBe(false);
    expect(await screen.findByLabelText(/^Full name/)).toHaveAccessibleDescription(
      /Input full name in GE or EN language/,
    );
  });

  it('sends the altcha payload as BotToken when the server uses altcha', async () => {
    await renderApp('/signUp', {
      routes: {
        ...signUpRoutes,
        'GET /api/Account/BotCheckKind': { data: 'altcha' },
        'POST /api/Account/CreateUserAccount': { data: { token: fakeToken({ id: 7 }) } },
        'GET /api/Account/GetUserInfo': { data: talentInfo },
      },
    }).then(async ({ api, container }) => {
      await screen.findByRole('heading', { level: 1 });
      await fillDetails('Nino Beridze');
      await pick(/^Technologies/, 'TypeScript');
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Profile photo (optional)');

      const widget = container.querySelector('altcha-widget')!;
      expect(widget).toHaveAttribute('challenge', '/api/Account/BotChallenge');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByText('Please confirm that you are not a robot')).toBeInTheDocument();
      expect(api.callsTo('POST /api/Account/CreateUserAccount')).toHaveLength(0);

      act(() => {
        widget.dispatchEvent(
          new CustomEvent('statechange', { detail: { state: 'verified', payload: 'proof-of-work' } }),
        );
      });
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(api.callsTo('POST /api/Account/CreateUserAccount')[0].form?.get('BotToken')).toBe('proof-of-work');
    });
  });
});

describe('sign-up wizard, business', () => {
  it('has no experience step and requires the logo (warning toast)', async () => {
    const { api, notify, location } = await renderApp('/signUp', {
      routes: {
        ...signUpRoutes,
        'POST /api/Account/CreateCompanyAccount': { data: { token: fakeToken({ id: 9 }) } },
        'GET /api/Account/GetUserInfo': { data: companyInfo },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create a company account' })).toBeInTheDocument();
    const steps = screen.getAllByText(/^(Company details|Company logo|Experience)$/);
    expect(steps.map((step) => step.textContent)).toEqual(['Company details', 'Company logo']);

    await fillDetails('ქართული კოდი', 'hr@kartuli.dev');
    expect(screen.getByText('Enter the company name in English')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Company name/));
    await userEvent.type(screen.getByLabelText(/^Company name/), 'Kartuli Code');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText('Upload the logo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(notify).toHaveBeenCalledWith('warning', 'Please upload the photo!');
    expect(api.callsTo('POST /api/Account/CreateCompanyAccount')).toHaveLength(0);

    const logo = image('logo.webp', 'image/webp');
    await userEvent.upload(screen.getByLabelText('Upload the logo'), logo);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const form = api.callsTo('POST /api/Account/CreateCompanyAccount')[0].form!;
    expect([...form.keys()]).toEqual(['Name', 'Email', 'Password', 'ConfirmPassword', 'AcceptTerms', 'ProfileImage']);
    expect(form.get('AcceptTerms')).toBe('true');
    expect(form.get('Name')).toBe('Kartuli Code');
    expect(form.get('ProfileImage')).toBe(logo);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Kartuli Code!' });
    expect(location().pathname).toBe('/welcome');
    expect(screen.getByRole('link', { name: 'Go to my company' })).toHaveAttribute(
      'href',
      '/companyPanel/generalInformation',
    );
  });

  it('with ?business, is a company sign-up without the profile-type switch', async () => {
    await renderApp('/signUp?business=true', { routes: signUpRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a company account' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Personal' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toBeInTheDocument();
  });

  it('is in Georgian with Georgian chosen', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/signUp', { routes: signUpRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'შექმენით ანგარიში' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'პირადი მონაცემები' });
    expect(within(form).getByLabelText(/^სახელი და გვარი/)).toBeInTheDocument();
  });
});

describe('signed-in visitors', () => {
  it.each(['/signUp', '/signIn', '/passwordRecovery', '/passwordRecovery/newPassword?email=a@b.ge&token=t'])(
    'opening %s go home',
    async (path) => {
      localStorage.setItem('token', fakeToken({ id: 7 }));
      const { location } = await renderApp(path, { routes: { 'GET /api/Account/GetUserInfo': { data: talentInfo } } });
      expect(location().pathname).toBe('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Tech jobs in Georgia, in one place' }),
      ).toBeInTheDocument();
    },
  );
});
