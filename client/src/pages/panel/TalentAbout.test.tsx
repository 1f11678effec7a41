import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { UPDATE_TALENT_PROFILE, talentProfile, talentProfileRoutes } from './talent-profile-fixtures';

const PATH = '/userPanel/generalInformation';

const filled = {
  ...talentProfile,
  talentProfile: {
    ...talentProfile.talentProfile,
    headline: 'Frontend engineer, React and TypeScript',
    linkedinUrl: 'http://linkedin.com/in/nino',
    phone: '+995 599 12 34 56',
    desiredSalary: { min: 5000, max: 7000, currency: 1 },
    workLocations: [{ id: 71, name: 'Remote', nameGE: 'დისტანციური' }],
    cities: [{ id: 21, name: 'Tbilisi', nameGE: 'თბილისი' }],
    openToOffers: true,
  },
};

afterEach(() => localStorage.clear());

describe("the talent's profile for employers (issue 22)", () => {
  it('checks links, salary and currency before sending, then saves the whole profile and the checklist follows', async () => {
    const { api, notify } = await renderApp(PATH, {
      routes: talentProfileRoutes({ [UPDATE_TALENT_PROFILE]: { data: filled } }),
    });
    const checklist = await screen.findByRole('region', { name: 'Profile completeness' });
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '22');
    const missing = within(checklist).getByRole('list', { name: 'Still missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A profile photo',
      'A CV',
      'A headline',
      'A short summary',
      'A link (LinkedIn, GitHub or portfolio)',
      'A phone number',
      'Preferred work formats or cities',
    ]);

    const about = screen.getByRole('region', { name: 'Your profile for employers' });
    expect(about).toHaveTextContent('Your desired salary is never shown to them.');
    await userEvent.type(
      within(about).getByRole('textbox', { name: 'Headline (English)' }),
      'Frontend engineer, React and TypeScript',
    );
    const linkedin = within(about).getByRole('textbox', { name: 'LinkedIn' });
    await userEvent.type(linkedin, 'facebook.com/nino');
    await userEvent.type(within(about).getByRole('textbox', { name: 'Phone' }), '+995 599 12 34 56');
    await userEvent.type(within(about).getByRole('textbox', { name: 'From' }), '7000');
    await userEvent.type(within(about).getByRole('textbox', { name: 'To' }), '5000');
    await userEvent.click(within(about).getByRole('button', { name: 'Save profile' }));
    expect(linkedin).toHaveAccessibleDescription('Enter the address of your LinkedIn profile (linkedin.com/in/…)');
    expect(within(about).getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
      'The upper end must not be below the lower end',
    );
    expect(within(about).getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
      'Choose the currency of the salary',
    );
    expect(api.callsTo(UPDATE_TALENT_PROFILE)).toHaveLength(0);

    await userEvent.clear(linkedin);
    await userEvent.type(linkedin, 'linkedin.com/in/nino');
    await userEvent.clear(within(about).getByRole('textbox', { name: 'From' }));
    await userEvent.type(within(about).getByRole('textbox', { name: 'From' }), '5000');
    await userEvent.clear(within(about).getByRole('textbox', { name: 'To' }));
    await userEvent.type(within(about).getByRole('textbox', { name: 'To' }), '7000');
    await userEvent.click(within(about).getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GEL — Georgian lari' }));
    await userEvent.click(within(about).getByRole('combobox', { name: /^Preferred work formats/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Remote' }));
    await userEvent.click(within(about).getByRole('switch', { name: /Open to offers/ }));
    await userEvent.click(within(about).getByRole('button', { name: 'Save profile' }));

    expect(api.callsTo(UPDATE_TALENT_PROFILE).map((call) => call.body)).toEqual([
      {
        headline: 'Frontend engineer, React and TypeScript',
        headlineGe: '',
        summary: '',
        summaryGe: '',
        linkedinUrl: 'linkedin.com/in/nino',
        githubUrl: '',
        portfolioUrl: '',
        phone: '+995 599 12 34 56',
        desiredSalaryMin: 5000,
        desiredSalaryMax: 7000,
        desiredSalaryCurrency: 1,
        workLocationIds: [71],
        cityIds: [],
        openToOffers: true,
        shareSalaryForInsights: false,
      },
    ]);
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    expect(within(about).getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('http://linkedin.com/in/nino');
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(within(missing).queryByText('A phone number')).not.toBeInTheDocument();
  });

  it('shares the desired salary in the salary statistics only once the talent turns the switch on (issue 25)', async () => {
    const { api } = await renderApp(PATH, {
      routes: talentProfileRoutes({
        [UPDATE_TALENT_PROFILE]: {
          data: { ...filled, talentProfile: { ...filled.talentProfile, shareSalaryForInsights: true } },
        },
      }),
    });
    const about = await screen.findByRole('region', { name: 'Your profile for employers' });
    const share = within(about).getByRole('switch', {
      name: /^Share my desired salary anonymously in salary statistics/,
    });
    expect(share).not.toBeChecked();
    expect(share).toHaveAccessibleDescription(/without your name.*at least 5 talents/);
    await userEvent.click(share);
    await userEvent.click(within(about).getByRole('button', { name: 'Save profile' }));
    expect(api.callsTo(UPDATE_TALENT_PROFILE).map((call) => call.body)).toEqual([
      expect.objectContaining({ shareSalaryForInsights: true }),
    ]);
    expect(await within(about).findByRole('switch', { name: /Share my desired salary/ })).toBeChecked();
  });

  it('shows the sharing switch as the profile has it, in Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp(PATH, {
      routes: talentProfileRoutes({
        'GET /api/Users/GetUserProfileInfo': {
          data: { ...filled, talentProfile: { ...filled.talentProfile, shareSalaryForInsights: true } },
        },
      }),
    });
    expect(
      await screen.findByRole('switch', {
        name: /^ჩემი სასურველი ხელფასის ანონიმურად გაზიარება ხელფასების სტატისტიკაში/,
      }),
    ).toBeChecked();
  });

  it("shows the server's refusal on its field, in Georgian for a Georgian visitor", async () => {
    localStorage.setItem('lang', 'ka-GE');
    const { api } = await renderApp(PATH, {
      routes: talentProfileRoutes({
        [UPDATE_TALENT_PROFILE]: {
          status: 400,
          errors: { githubUrl: ['შეიყვანეთ თქვენი GitHub პროფილის მისამართი (github.com/…)'] },
        },
      }),
    });
    const about = await screen.findByRole('region', { name: 'თქვენი პროფილი დამსაქმებლებისთვის' });
    expect(screen.getByRole('region', { name: 'პროფილის სისრულე' })).toHaveTextContent('სათაური');
    const github = within(about).getByRole('textbox', { name: 'GitHub პროფილი' });
    await userEvent.type(github, 'github.com/nino');
    await userEvent.click(within(about).getByRole('button', { name: 'პროფილის შენახვა' }));
    expect(api.callsTo(UPDATE_TALENT_PROFILE)).toHaveLength(1);
    expect(github).toHaveAccessibleDescription('შეიყვანეთ თქვენი GitHub პროფილის მისამართი (github.com/…)');
  });

  it('starts from the saved profile, with the salary marked private', async () => {
    await renderApp(PATH, { routes: talentProfileRoutes({ 'GET /api/Users/GetUserProfileInfo': { data: filled } }) });
    const about = await screen.findByRole('region', { name: 'Your profile for employers' });
    expect(within(about).getByRole('textbox', { name: 'Headline (English)' })).toHaveValue(
      'Frontend engineer, React and TypeScript',
    );
    expect(within(about).getByRole('switch', { name: /Open to offers/ })).toBeChecked();
    expect(within(about).getByRole('textbox', { name: 'From' })).toHaveValue('5000');
    expect(within(about).getByRole('group', { name: 'Desired monthly salary' })).toHaveTextContent(
      'Private: only you see it.',
    );
  });
});
