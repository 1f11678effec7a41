import { screen, within } from '@testing-library/react';
import type { VacancyMatch } from '../../../api/vacancy';
import { signedInAs, talentInfo } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const vacancy = {
  id: 7,
  title: 'Senior React Developer',
  titleGE: 'უფროსი React დეველოპერი',
  company: {
    id: 3,
    name: 'Kartuli Code',
    transformedName: 'kartuli-code',
    smallProfileImageUrl: null,
    isVerified: true,
    isClaimingNecessary: false,
    verifiedDate: null,
    tagline: null,
    taglineGe: null,
    profileImageUrl: null,
    teamSize: null,
    companyRate: null,
    reviewCount: 0,
  },
  city: null,
  employmentType: null,
  workLocation: { id: 32, name: 'Remote', nameGE: 'დისტანციური' },
  experience: { id: 52, name: 'Senior', nameGE: 'უფროსი' },
  technologies: [
    { id: 11, name: 'React', nameGE: 'React' },
    { id: 12, name: 'Node.js', nameGE: 'Node.js' },
    { id: 13, name: 'Go', nameGE: 'Go' },
  ],
  publishedAt: '2026-01-01T00:00:00.000Z',
  deadline: '2026-02-01T00:00:00.000Z',
  salary: { min: 4000, max: 6000, currency: 1 },
  isFavorite: false,
  jobFunction: null,
  descriptionEN: null,
  descriptionGE: null,
  elementContext: { blocks: [] },
  benefits: [],
  languages: [],
  callToAction: 1,
  status: 1,
  approval: 2,
  isExpired: false,
  isPreview: false,
  isApplied: false,
  applicants: { count: 0, orMore: false },
};

const strong: VacancyMatch = {
  score: 82,
  technologies: { commonIds: [11, 12], missingIds: [13] },
  level: 'partial',
  workFormat: 'full',
  city: 'full',
  salary: 'above',
};

const unknowns: VacancyMatch = {
  score: 45,
  technologies: { commonIds: [], missingIds: [] },
  level: 'unknown',
  workFormat: 'unknown',
  city: 'unknown',
  salary: 'unknown',
};

const routes = (fields: Record<string, unknown>, signedIn = true) => ({
  'GET /api/Vacancy/GetVacancy': { data: { ...vacancy, ...fields } },
  ...(signedIn ? signedInAs({ ...talentInfo, isEmailVerified: true }) : {}),
});

const panel = async (name: string) => screen.findByRole('region', { name });

describe('the vacancy page: how the vacancy fits the talent', () => {
  it('says in words which technologies the talent knows and lacks, the level, format, city and salary', async () => {
    await renderApp('/vacancies/7', { routes: routes({ match: strong }) });
    const region = await panel('How this vacancy fits you');
    const fits = within(region);
    expect(fits.getByText('Strong match · 82%')).toBeInTheDocument();
    expect(fits.getByText('You know React, Node.js (2 of 3)')).toBeInTheDocument();
    expect(fits.getByText('Not in your profile: Go')).toBeInTheDocument();
    expect(fits.getByText('Senior: one step away from yours')).toBeInTheDocument();
    expect(fits.getByText('Remote: a format you want')).toBeInTheDocument();
    expect(fits.getByText('Remote: any city')).toBeInTheDocument();
    expect(fits.getByText('It pays more than you asked')).toBeInTheDocument();
    // No salary figure of either side: the only numbers are the score and the technologies' count.
    expect(region.textContent!.match(/\d+/g)).toEqual(['82', '2', '3']);
    // A technology the profile lacks: the way to the profile.
    expect(fits.getByRole('link', { name: 'Update your profile' })).toHaveAttribute(
      'href',
      '/userPanel/generalInformation',
    );
  });

  it('reads a remote vacancy that names a city as "any city"', async () => {
    const tbilisi = { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' };
    await renderApp('/vacancies/7', { routes: routes({ city: tbilisi, workLocationKey: 'remote', match: strong }) });
    expect(within(await panel('How this vacancy fits you')).getByText('Remote: any city')).toBeInTheDocument();
  });

  it("reads an on-site vacancy in one of the talent's cities by its city", async () => {
    const tbilisi = { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' };
    await renderApp('/vacancies/7', { routes: routes({ city: tbilisi, workLocationKey: 'on-site', match: strong }) });
    expect(within(await panel('How this vacancy fits you')).getByText('Tbilisi: suits you')).toBeInTheDocument();
  });

  it('speaks Georgian on the Georgian page', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/vacancies/7', {
      routes: routes({
        city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
        match: { ...strong, city: 'none', salary: 'overlaps' },
      }),
    });
    const fits = within(await panel('რამდენად გერგებათ ეს ვაკანსია'));
    expect(fits.getByText('ძლიერი შესაბამისობა · 82%')).toBeInTheDocument();
    expect(fits.getByText('იცით: React, Node.js (3-დან 2)')).toBeInTheDocument();
    expect(fits.getByText('თქვენს პროფილში არ არის: Go')).toBeInTheDocument();
    expect(fits.getByText('უფროსი: თქვენი დონიდან ერთი საფეხურით განსხვავდება')).toBeInTheDocument();
    expect(fits.getByText('დისტანციური: თქვენთვის სასურველი ფორმატია')).toBeInTheDocument();
    expect(fits.getByText('თბილისი: არ არის თქვენს ქალაქებს შორის')).toBeInTheDocument();
    expect(fits.getByText('ხელფასის დიაპაზონი თქვენს მოლოდინს შეესაბამება')).toBeInTheDocument();
    expect(fits.getByRole('link', { name: 'პროფილის განახლება' })).toBeInTheDocument();
  });

  it('says what is not known, and that the salary pays less, without a figure', async () => {
    const { unmount } = await renderApp('/vacancies/7', {
      routes: routes({ technologies: [], experience: null, workLocation: null, match: unknowns }),
    });
    let fits = within(await panel('How this vacancy fits you'));
    expect(fits.getByText('Partial match · 45%')).toBeInTheDocument();
    expect(fits.getByText('The vacancy names no technologies')).toBeInTheDocument();
    expect(fits.getAllByText('Not stated in the vacancy or in your profile')).toHaveLength(3);
    expect(fits.getByText('No salary shown, or no desired salary in your profile')).toBeInTheDocument();
    expect(fits.getByRole('link', { name: 'Update your profile' })).toBeInTheDocument();
    unmount();

    await renderApp('/vacancies/7', {
      routes: routes({
        city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
        match: {
          score: 30,
          technologies: { commonIds: [11, 12, 13], missingIds: [] },
          level: 'none',
          workFormat: 'none',
          city: 'full',
          salary: 'below',
        },
      }),
    });
    const region = await panel('How this vacancy fits you');
    fits = within(region);
    expect(fits.getByText('Weak match · 30%')).toBeInTheDocument();
    expect(fits.getByText('You know React, Node.js, Go (3 of 3)')).toBeInTheDocument();
    expect(fits.getByText('Senior: different from yours')).toBeInTheDocument();
    expect(fits.getByText('Remote: not a format you chose')).toBeInTheDocument();
    expect(fits.getByText('Tbilisi: suits you')).toBeInTheDocument();
    expect(fits.getByText('It pays less than you asked')).toBeInTheDocument();
    expect(region.textContent!.match(/\d+/g)).toEqual(['30', '3', '3']);
    // Nothing the profile could add: no way to it.
    expect(fits.queryByRole('link', { name: 'Update your profile' })).toBeNull();
  });

  it('says that the talent knows none of the technologies', async () => {
    await renderApp('/vacancies/7', {
      routes: routes({ match: { ...strong, score: 55, technologies: { commonIds: [], missingIds: [11, 12, 13] } } }),
    });
    const fits = within(await panel('How this vacancy fits you'));
    expect(fits.getByText('Partial match · 55%')).toBeInTheDocument();
    expect(fits.getByText('You know none of its technologies yet')).toBeInTheDocument();
    expect(fits.getByText('Not in your profile: React, Node.js, Go')).toBeInTheDocument();
  });

  it('shows no panel without a match (a visitor, or a server that sends none)', async () => {
    const { unmount } = await renderApp('/vacancies/7', { routes: routes({ match: null }, false) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How this vacancy fits you' })).toBeNull();
    expect(screen.queryByText(/match ·/)).toBeNull();
    unmount();

    await renderApp('/vacancies/7', { routes: routes({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How this vacancy fits you' })).toBeNull();
  });
});
