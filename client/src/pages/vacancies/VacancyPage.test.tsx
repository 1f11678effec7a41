import { screen, waitFor } from '@testing-library/react';
import type { RecordedRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const company = {
  id: 3, name: 'Kartuli Code', transformedName: 'kartuli-code', smallProfileImageUrl: null, isVerified: true,
  isClaimingNecessary: false, verifiedDate: null, tagline: 'Code from Tbilisi',
};

const vacancy = {
  id: 7,
  title: 'Senior React Developer',
  titleGE: 'უფროსი React დეველოპერი',
  company,
  city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
  employmentType: { id: 2, name: 'Full-time', nameGE: 'სრული განაკვეთი' },
  workLocation: null,
  experience: null,
  technologies: [{ id: 11, name: 'React', nameGE: 'React' }],
  publishedAt: '2026-01-01T00:00:00.000Z',
  deadline: '2026-02-01T00:00:00.000Z',
  salary: { min: 4000, max: 6000, currency: 1 },
  isFavorite: false,
  jobFunction: null,
  descriptionEN: { blocks: [{ type: 'paragraph', data: { text: 'Join <b>us</b>.' } }] },
  descriptionGE: null,
  elementContext: { blocks: [{ type: 'paragraph', data: { text: 'Join <b>us</b>.<img src=x onerror=alert(1)>' } }] },
  benefits: [],
  languages: [],
  callToAction: 1,
  status: 1,
  approval: 2,
  isExpired: false,
  isPreview: false,
  isApplied: false,
};

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/Vacancy/GetVacancy': (request: RecordedRequest) =>
    request.query.get('vacancyId') === '7' ? { data: { ...vacancy, ...overrides } } : { status: 404, errors: { _: ['The vacancy was not found'] } },
});

describe('/vacancies/:vacancyId', () => {
  it('shows the title, the company, the facts and the description, and records the visit', async () => {
    const { api } = await renderApp('/vacancies/7', { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kartuli Code' })).toHaveAttribute('href', '/companies/kartuli-code');
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('us').tagName).toBe('STRONG');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/Account/AddUserActivity')[0]?.body).toEqual({ userActivePage: 5, vacancyId: 7 }));
  });

  it('says when the vacancy has expired, or is a preview', async () => {
    await renderApp('/3/vacancies/7', { routes: routes({ isExpired: true, isPreview: true }) });
    expect(await screen.findByText('Expired, no longer accepting applicants')).toBeInTheDocument();
    expect(screen.getByText(/Preview/)).toBeInTheDocument();
  });

  it('shows the invalid-id state for an unknown or malformed id', async () => {
    for (const path of ['/vacancies/8', '/vacancies/abc']) {
      const { unmount } = await renderApp(path, { routes: routes() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeInTheDocument();
      unmount();
    }
  });
});
