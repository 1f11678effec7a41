import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyInfo, signedInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { FakeRoutes } from '../../../test/fake-api';

/** Key-fact definitions of spec point 3: one of each type, one hidden, out of order on the wire. */
const definitions = [
  {
    id: 4,
    key: 'employees-globally',
    name: 'Employees worldwide',
    nameGE: 'თანამშრომლები მსოფლიოში',
    keyFactType: 2,
    isMandatory: false,
    hide: false,
    orderIndex: 4,
    options: [],
  },
  {
    id: 1,
    key: 'founded',
    name: 'Founded',
    nameGE: 'დაარსების წელი',
    keyFactType: 3,
    isMandatory: true,
    hide: false,
    orderIndex: 1,
    options: [],
  },
  {
    id: 2,
    key: 'headquarters',
    name: 'Headquarters',
    nameGE: 'სათაო ოფისი',
    keyFactType: 1,
    isMandatory: false,
    hide: false,
    orderIndex: 2,
    options: [],
  },
  {
    id: 3,
    key: 'company-size',
    name: 'Company size',
    nameGE: 'კომპანიის ზომა',
    keyFactType: 5,
    isMandatory: true,
    hide: false,
    orderIndex: 3,
    options: [
      { id: 31, key: '1-10', name: '1–10 employees', nameGE: '1–10 თანამშრომელი' },
      { id: 32, key: '11-50', name: '11–50 employees', nameGE: '11–50 თანამშრომელი' },
    ],
  },
  {
    id: 5,
    key: 'specialties',
    name: 'Specialties',
    nameGE: 'სპეციალიზაცია',
    keyFactType: 4,
    isMandatory: false,
    hide: false,
    orderIndex: 5,
    options: [
      { id: 51, key: 'web', name: 'Web development', nameGE: 'ვებ-დეველოპმენტი' },
      { id: 52, key: 'mobile', name: 'Mobile apps', nameGE: 'მობილური აპლიკაციები' },
    ],
  },
  {
    id: 6,
    key: 'secret',
    name: 'Secret fact',
    nameGE: 'საიდუმლო',
    keyFactType: 1,
    isMandatory: false,
    hide: true,
    orderIndex: 6,
    options: [],
  },
];

const emptyContact = {
  phoneNumber: null,
  countryCode: '+995',
  email: null,
  website: null,
  georgiaOffice: null,
  georgiaOfficeGe: null,
  googleMapUrl: null,
  headQuarter: null,
  headQuarterGe: null,
  headQuarterGoogleMapUrl: null,
  facebookUrl: null,
  linkedInUrl: null,
  twitterUrl: null,
  youTubeUrl: null,
  tikTokUrl: null,
};

const profileInfo = (extra: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  userType: 2,
  email: 'hr@kartuli.dev',
  isEmailVerified: true,
  about: 'We write code.',
  aboutGe: null,
  tagLine: 'Code from Tbilisi',
  teamSize: '11-50',
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  isVerified: false,
  verifiedDate: null,
  isClaimingNecessary: false,
  createDate: '2025-01-01T00:00:00.000Z',
  activeVacancyCount: 0,
  technologies: [],
  benefits: [],
  keyFacts: [
    { keyFactId: 1, descriptionEN: null, descriptionGE: null, descriptionNumber: 2015, checkedOptions: [] },
    { keyFactId: 3, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [32] },
    { keyFactId: 4, descriptionEN: null, descriptionGE: null, descriptionNumber: 1200, checkedOptions: [] },
  ],
  contact: emptyContact,
  ...extra,
});

/** The company fixtures of Panels.test.tsx's `routes(...)`, plus what the three dialogs read. */
function profileRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...signedInAs(companyInfo),
    'GET /api/Company/GetCompanyProfileInfo': { data: profileInfo() },
    'GET /api/Company/getCompanyProgress': {
      data: { progress: 80, progressList: [{ key: 'logo', name: 'Logo', done: true }] },
    },
    'GET /api/Company/GetTeamSizes': { data: [{ value: '11-50', name: '11–50 people' }] },
    'GET /api/Company/getKeyFacts': { data: definitions },
    'GET /api/Common/getCountryCodes': {
      data: [
        {
          defaultCode: '+995',
          countryCodes: [
            { code: 'GE', dialCode: '+995', name: 'Georgia', nameGE: 'საქართველო' },
            { code: 'US', dialCode: '+1', name: 'United States', nameGE: 'ამერიკის შეერთებული შტატები' },
            { code: 'CA', dialCode: '+1', name: 'Canada', nameGE: 'კანადა' },
          ],
        },
      ],
    },
    ...extra,
  };
}

async function openDialog(section: string, button: string, dialog = button) {
  const card = await screen.findByRole('region', { name: section });
  await userEvent.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

const dialogGone = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

describe('general information cards', () => {
  it('shows the about texts, every visible key fact in order with its value, and the contact card', async () => {
    await renderApp('/companyPanel/generalInformation', {
      routes: profileRoutes({
        'GET /api/Company/GetCompanyProfileInfo': {
          data: profileInfo({
            contact: {
              ...emptyContact,
              phoneNumber: '555 12 34 56',
              website: 'http://kartuli.dev',
              georgiaOffice: '1 Rustaveli Ave, Tbilisi',
              georgiaOfficeGe: 'რუსთაველის გამზ. 1, თბილისი',
              googleMapUrl: 'https://maps.google.com/?q=Tbilisi',
              linkedInUrl: 'https://linkedin.com/company/kartuli',
            },
          }),
        },
      }),
    });
    const about = await screen.findByRole('region', { name: 'About' });
    expect(await within(about).findByText('We write code.')).toBeInTheDocument();
    expect(about).toHaveTextContent('Not filled in yet');

    const overview = screen.getByRole('region', { name: 'Overview' });
    await within(overview).findByText('Founded');
    const terms = within(overview)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(overview)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Founded', 'Headquarters', 'Company size', 'Employees worldwide', 'Specialties']);
    expect(values).toEqual(['2015', 'Not filled in yet', '11–50 employees', '1,200', 'Not filled in yet']);

    const contact = screen.getByRole('region', { name: 'Contact info' });
    expect(contact).toHaveTextContent('+995 555 12 34 56');
    expect(within(contact).getByRole('link', { name: 'http://kartuli.dev' })).toHaveAttribute(
      'href',
      'http://kartuli.dev',
    );
    expect(contact).toHaveTextContent('რუსთაველის გამზ. 1, თბილისი');
    expect(within(contact).getByRole('link', { name: 'Open the office in Georgia on the map' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=Tbilisi',
    );
    expect(within(contact).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.com/company/kartuli',
    );
  });
});

describe('about dialog', () => {
  it('counts the characters left and shortens a paste over the limit with a warning', async () => {
    const { notify } = await renderApp('/companyPanel/generalInformation', { routes: profileRoutes() });
    await screen.findByText('We write code.');
    const dialog = await openDialog('About', 'Edit the about text');
    const english = within(dialog).getByLabelText('About the company in English');
    expect(english).toHaveValue('We write code.');
    expect(within(dialog).getByText('986 characters left')).toBeInTheDocument();
    await userEvent.type(english, ' Fast.');
    expect(within(dialog).getByText('980 characters left')).toBeInTheDocument();

    const georgian = within(dialog).getByLabelText('About the company in Georgian');
    expect(within(dialog).getByText('1000 characters left')).toBeInTheDocument();
    await userEvent.click(georgian);
    await userEvent.paste('ა'.repeat(1200));
    expect((georgian as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(within(dialog).getByText('0 characters left')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The pasted text was shortened to 1000 characters.');
    expect(notify).toHaveBeenCalledWith('warning', 'The pasted text was too long and was shortened to fit the limit.');
  });

  it('refuses Georgian in the English text, then saves both texts, closes, says so and fetches the profile again', async () => {
    let profileCalls = 0;
    const { api, notify } = await renderApp('/companyPanel/generalInformation', {
      routes: profileRoutes({
        'GET /api/Company/GetCompanyProfileInfo': () =>
          ++profileCalls === 1
            ? { data: profileInfo() }
            : { data: profileInfo({ about: 'We write Go.', aboutGe: 'ვწერთ კოდს.' }) },
        'POST /api/Company/UpdateCompanyAbout': { data: 'Updated Successfully' },
      }),
    });
    await screen.findByText('We write code.');
    const dialog = await openDialog('About', 'Edit the about text');
    const english = within(dialog).getByLabelText('About the company in English');
    await userEvent.clear(english);
    await userEvent.type(english, 'ვწერთ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(english).toHaveAccessibleDescription(expect.stringContaining('This field must be only in English'));
    expect(api.callsTo('POST /api/Company/UpdateCompanyAbout')).toHaveLength(0);

    await userEvent.clear(english);
    await userEvent.type(english, 'We write Go.');
    await userEvent.type(within(dialog).getByLabelText('About the company in Georgian'), 'ვწერთ კოდს.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /api/Company/UpdateCompanyAbout')[0].body).toEqual({
      aboutEn: 'We write Go.',
      aboutGe: 'ვწერთ კოდს.',
    });
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    await dialogGone('Edit the about text');
    expect(await within(screen.getByRole('region', { name: 'About' })).findByText('ვწერთ კოდს.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/Company/getCompanyProgress')).toHaveLength(2);
  });

  it('Cancel drops the changes', async () => {
    const { api } = await renderApp('/companyPanel/generalInformation', { routes: profileRoutes() });
    await screen.findByText('We write code.');
    let dialog = await openDialog('About', 'Edit the about text');
    await userEvent.type(within(dialog).getByLabelText('About the company in English'), ' Changed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogGone('Edit the about text');
    dialog = await openDialog('About', 'Edit the about text');
    expect(within(dialog).getByLabelText('About the company in English')).toHaveValue('We write code.');
    expect(api.callsTo('POST /api/Company/UpdateCompanyAbout')).toHaveLength(0);
  });
});

describe('key facts dialog', () => {
  it("shows the 'incorrect fields' banner for a bad Number, but only the field's message for a bad Year", async () => {
    const { api } = await renderApp('/companyPanel/generalInformation', { routes: profileRoutes() });
    await screen.findByText('1,200');
    const dialog = await openDialog('Overview', 'Edit the overview');
    const employees = within(dialog).getByLabelText('Employees worldwide');
    expect(employees).toHaveValue('1200');
    await userEvent.clear(employees);
    await userEvent.type(employees, '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all fields correctly');
    expect(employees).toHaveAccessibleDescription(expect.stringContaining('Numbers only'));
    expect(api.callsTo('POST /api/Company/UpdateCompanyKeyFacts')).toHaveLength(0);

    await userEvent.clear(employees);
    await userEvent.type(employees, '120');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const founded = within(dialog).getByLabelText(/^Founded/);
    await userEvent.clear(founded);
    await userEvent.type(founded, '1700');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(founded).toHaveAccessibleDescription(expect.stringContaining('Enter valid year'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Please fill all fields correctly')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/Company/UpdateCompanyKeyFacts')).toHaveLength(0);
  });

  it('sends one value per visible key fact and closes on success', async () => {
    const { api, notify } = await renderApp('/companyPanel/generalInformation', {
      routes: profileRoutes({ 'POST /api/Company/UpdateCompanyKeyFacts': { data: [] } }),
    });
    await screen.findByText('1,200');
    const dialog = await openDialog('Overview', 'Edit the overview');
    expect(within(dialog).queryByLabelText(/Secret fact/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Headquarters (English)'), 'Tbilisi');
    await userEvent.type(within(dialog).getByLabelText('Headquarters (Georgian)'), 'თბილისი');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mobile apps' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /api/Company/UpdateCompanyKeyFacts')[0].body).toEqual({
      keyFacts: [
        { keyFactId: 1, descriptionEN: null, descriptionGE: null, descriptionNumber: 2015, checkedOptions: [] },
        {
          keyFactId: 2,
          descriptionEN: 'Tbilisi',
          descriptionGE: 'თბილისი',
          descriptionNumber: null,
          checkedOptions: [],
        },
        { keyFactId: 3, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [32] },
        { keyFactId: 4, descriptionEN: null, descriptionGE: null, descriptionNumber: 1200, checkedOptions: [] },
        { keyFactId: 5, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [52] },
      ],
    });
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    await dialogGone('Edit the overview');
    expect(api.callsTo('GET /api/Company/getCompanyProgress')).toHaveLength(2);
  });

  it('keeps the dialog open with the values on a server error, its message on the field and in a toast', async () => {
    const message = 'The number must be at most 1000000000';
    const { notify } = await renderApp('/companyPanel/generalInformation', {
      routes: profileRoutes({
        'POST /api/Company/UpdateCompanyKeyFacts': {
          status: 400,
          errors: { 'keyFacts.3.descriptionNumber': [message] },
        },
      }),
    });
    await screen.findByText('1,200');
    const dialog = await openDialog('Overview', 'Edit the overview');
    const employees = within(dialog).getByLabelText('Employees worldwide');
    await userEvent.clear(employees);
    await userEvent.type(employees, '999999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(notify).toHaveBeenCalledWith('error', message);
    expect(screen.getByRole('dialog', { name: 'Edit the overview' })).toBeInTheDocument();
    expect(employees).toHaveValue('999999999');
    expect(employees).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});

describe('contact dialog', () => {
  it('starts with +995, refuses a bad phone on the client, and saves a website typed without a scheme', async () => {
    const { api, notify } = await renderApp('/companyPanel/generalInformation', {
      routes: profileRoutes({
        'POST /api/Company/UpdateCompanyContactInfo': { data: { ...emptyContact, website: 'http://kartuli.dev' } },
      }),
    });
    await screen.findByText('We write code.');
    expect(screen.getByRole('region', { name: 'Contact info' })).toHaveTextContent('No contact details yet.');
    const dialog = await openDialog('Contact info', 'Edit the contact info');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveValue('Georgia (+995)'),
    );
    const phone = within(dialog).getByLabelText('Phone number');
    await userEvent.type(phone, '555-12-34');
    await userEvent.type(within(dialog).getByLabelText('Website'), 'kartuli.dev');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Phone number is not valid'));
    expect(api.callsTo('POST /api/Company/UpdateCompanyContactInfo')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '555 12 34 56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /api/Company/UpdateCompanyContactInfo')[0].body).toEqual({
      ...emptyContact,
      countryCode: '+995',
      phoneNumber: '555 12 34 56',
      website: 'http://kartuli.dev',
    });
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    await dialogGone('Edit the contact info');
  });

  it('sends the picked dial code and shows a save error in a toast, keeping the dialog open', async () => {
    const { api, notify } = await renderApp('/companyPanel/generalInformation', {
      routes: profileRoutes({
        'POST /api/Company/UpdateCompanyContactInfo': { status: 400, errors: { email: ['Invalid email format'] } },
      }),
    });
    await screen.findByText('We write code.');
    const dialog = await openDialog('Contact info', 'Edit the contact info');
    const picker = within(dialog).getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker).toHaveValue('Georgia (+995)'));
    await userEvent.click(picker);
    await userEvent.clear(picker);
    await userEvent.type(picker, 'CA');
    await userEvent.click(await screen.findByRole('option', { name: 'Canada (+1)' }));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'hr@kartuli.dev');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /api/Company/UpdateCompanyContactInfo')[0].body).toMatchObject({
      countryCode: '+1',
      email: 'hr@kartuli.dev',
    });
    expect(notify).toHaveBeenCalledWith('error', 'Invalid email format');
    expect(screen.getByRole('dialog', { name: 'Edit the contact info' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('hr@kartuli.dev');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid email format');
  });
});
