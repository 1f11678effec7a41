import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FakeRoutes } from '../../../../test/fake-api';
import type { EditorFieldProps } from '../../../components/content/EditorField';
import {
  CREATE,
  FIND_TECHNOLOGIES,
  GET_VACANCY,
  LIST,
  UPDATE,
  companyRoutes,
  companyVacancy,
  page,
  paragraphs,
} from './vacancy-test-fixtures';

/** Editor.js does not run in jsdom: the form gets a plain text box that reports each line as a paragraph. */
function PlainEditorField({ label, initialValue, onChange, error }: EditorFieldProps) {
  const [initial] = useState(() =>
    (initialValue?.blocks ?? []).map((block) => String(block.data.text ?? '')).join('\n'),
  );
  return (
    <div>
      <textarea
        aria-label={label}
        defaultValue={initial}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const lines = event.currentTarget.value.split('\n').filter(Boolean);
          onChange({ blocks: lines.map((text) => ({ type: 'paragraph', data: { text } })) });
        }}
      />
      {error && <p>{error}</p>}
    </div>
  );
}

jest.unstable_mockModule('../../../components/content/EditorField', () => ({ EditorField: PlainEditorField }));
const { renderApp } = await import('../../../../test/render-app');

// The form is long and jsdom renders it slowly: a test that fills most of it needs more than the default.
jest.setTimeout(90_000);

const listRoute = { [LIST]: { data: page([]) } };

/** A field's label, with or without its required asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** Opens a select by its label and picks an option (queries by label and text: role queries over
 *  this long form are slow). */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(labelled(label), { selector: 'input' }));
  await userEvent.click(await screen.findByText(option, { selector: '[role="option"], [role="option"] span' }));
}

/** Puts text into a field at once (typing it key by key is slow). */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(labelled(label), { selector: 'input, textarea' }));
  await userEvent.paste(text);
}

async function openCreate(
  options: { isVerified?: boolean; progress?: number } = { isVerified: true },
  extra: FakeRoutes = {},
) {
  const app = await renderApp('/companyPanel/vacancies/create', {
    routes: companyRoutes(options, { ...listRoute, ...extra }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Create a vacancy' })).toBeInTheDocument();
  await screen.findByRole('textbox', { name: 'Title in English' });
  return app;
}

describe('creating a vacancy', () => {
  it('publishes every section in the right body and goes to the active list', async () => {
    const { api, notify, location } = await openCreate(
      { isVerified: true },
      { [CREATE]: { data: companyVacancy({ id: 31, status: 1, approval: 2 }) } },
    );
    expect(screen.queryByText(/waits for staff approval/)).not.toBeInTheDocument();
    expect(new Set(api.callsTo('GET /api/Common/GetDictionary')[0].query.getAll('dictionaryType'))).toEqual(
      new Set(['5', '4', '7', '2', '6', '8', '0']),
    );

    await fill('Title in English', 'Senior Go developer');
    await fill('Title in Georgian', 'უფროსი Go დეველოპერი');
    await fill('Description in English', 'We build payments.');
    await choose('Seniority', 'Senior');
    await choose('Job type', 'Full time');
    await choose('Work place type', 'Hybrid');
    await choose('City', 'Tbilisi');
    await choose('Job function', 'Backend Development');
    await choose('Technologies', 'Go');
    await choose('Benefits', 'Dental care');
    await choose('Languages', 'Georgian');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum salary' }), '5000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum salary' }), '8000');
    await choose('Currency', 'USD — US dollar');
    await userEvent.click(screen.getByRole('switch', { name: /Show the salary on the vacancy/ }));
    const callToAction = screen.getByRole('radiogroup', { name: /Call to action/ });
    expect(within(callToAction).getByRole('radio', { name: 'Apply now' })).toBeChecked();
    await userEvent.click(within(callToAction).getByRole('radio', { name: 'Subscribe' }));
    expect(screen.getByRole('combobox', { name: /Deadline/ })).toHaveValue('1 month');
    await choose('Deadline', '6 months');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0].body).toEqual({
      title: 'Senior Go developer',
      titleGE: 'უფროსი Go დეველოპერი',
      descriptionEN: paragraphs('We build payments.'),
      descriptionGE: null,
      experienceId: 52,
      employmentTypeId: 41,
      workLocationId: 72,
      cityId: 21,
      jobFunctionId: 61,
      technologyIds: [13],
      benefitIds: [92],
      languages: ['ka'],
      salaryMin: 5000,
      salaryMax: 8000,
      currency: 2,
      showSalary: true,
      callToAction: 2,
      deadlineMonths: 6,
      publish: true,
    });
    await waitFor(() => expect(location().pathname).toBe('/companyPanel/vacancies/active'));
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy published');
    expect(notify).not.toHaveBeenCalledWith('info', expect.stringContaining('waits for staff approval'));
  });

  it('checks the required sections before publishing, but a draft needs only its title', async () => {
    const { api, notify, location } = await openCreate(
      { isVerified: true },
      {
        [CREATE]: (request) => ({
          data: companyVacancy({ id: 32, status: 3, title: (request.body as { title: string }).title }),
        }),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(notify).toHaveBeenLastCalledWith('error', 'Please fill all fields correctly');
    expect(screen.getByRole('textbox', { name: 'Title in English' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the title in English'),
    );
    for (const message of [
      'Write the description in English to publish',
      'Choose the seniority',
      'Choose the job type',
      'Choose the work place type',
      'Choose the job function',
      'Choose at least one technology',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await fill('Title in English', 'ვებ developer');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByRole('textbox', { name: 'Title in English' })).toHaveAccessibleDescription(
      expect.stringContaining('This field must be only in English'),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title in English' }));
    await fill('Title in English', 'Web developer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum salary' }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum salary' }), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByText('The maximum salary cannot be less than the minimum')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Maximum salary' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0].body).toMatchObject({
      title: 'Web developer',
      titleGE: null,
      descriptionEN: null,
      experienceId: null,
      technologyIds: [],
      salaryMin: 900,
      salaryMax: null,
      currency: 1,
      showSalary: false,
      callToAction: 1,
      deadlineMonths: 1,
      publish: false,
    });
    await waitFor(() => expect(location().pathname).toBe('/companyPanel/vacancies/drafts'));
    expect(notify).toHaveBeenCalledWith('success', 'Draft saved');
  });

  it("shows one toast per message of the server's errors map and puts field messages on their fields", async () => {
    const { notify, location } = await openCreate(
      { isVerified: true },
      {
        [CREATE]: {
          status: 400,
          errors: {
            title: ['A vacancy with this title is already open.'],
            jobFunctionId: ['Choose a job function from the list.'],
            _: ['Cannot be added without required sections', 'Try again later.'],
          },
        },
      },
    );
    await fill('Title in English', 'Go developer');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(notify.mock.calls.filter(([kind]) => kind === 'error')).toHaveLength(4));
    expect(notify.mock.calls.filter(([kind]) => kind === 'error')).toEqual([
      ['error', 'A vacancy with this title is already open.'],
      ['error', 'Choose a job function from the list.'],
      ['error', 'Cannot be added without required sections'],
      ['error', 'Try again later.'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Title in English' })).toHaveAccessibleDescription(
      expect.stringContaining('A vacancy with this title is already open.'),
    );
    expect(screen.getByRole('combobox', { name: 'Job function' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a job function from the list.'),
    );
    expect(location().pathname).toBe('/companyPanel/vacancies/create');
  });

  it('tells an unverified company that a published vacancy waits for approval', async () => {
    const { notify } = await openCreate(
      { progress: 100 },
      { [CREATE]: { data: companyVacancy({ id: 33, status: 1, approval: 1 }) } },
    );
    expect(
      screen.getByText(/so a vacancy you publish waits for staff approval before others can see it/),
    ).toBeInTheDocument();
    await fill('Title in English', 'Go developer');
    await fill('Description in English', 'Go.');
    await choose('Seniority', 'Middle');
    await choose('Job type', 'Part time');
    await choose('Work place type', 'Remote');
    await choose('Job function', 'Frontend Development');
    await choose('Technologies', 'React');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Vacancy published'));
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Your company is not verified yet: the vacancy waits for staff approval before others can see it.',
    );
  });
});

describe('suggesting technologies from the description', () => {
  it('asks for the description first, then adds the technologies found in it', async () => {
    const { api, notify } = await openCreate(
      { isVerified: true },
      {
        [FIND_TECHNOLOGIES]: {
          data: [
            { id: 13, name: 'Go' },
            { id: 14, name: 'React' },
            { id: 999, name: 'Unknown' },
          ],
        },
        [CREATE]: { data: companyVacancy({ id: 34, status: 3 }) },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Suggest from the description' }));
    expect(notify).toHaveBeenLastCalledWith(
      'info',
      'Write the English description first: the suggestions come from it.',
    );
    expect(api.callsTo(FIND_TECHNOLOGIES)).toHaveLength(0);

    await choose('Technologies', 'Go');
    await fill('Description in English', 'We use Go\nand <b>React</b> every day.');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest from the description' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('success', '1 technology added from the description'));
    expect(api.callsTo(FIND_TECHNOLOGIES)[0].body).toEqual({ context: 'We use Go\nand React every day.' });

    await fill('Title in English', 'Full-stack developer');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect((api.callsTo(CREATE)[0].body as { technologyIds: number[] }).technologyIds).toEqual([13, 14]);
  });
});

describe('updating a vacancy', () => {
  it('loads a draft into the form, saves it as a draft, and can publish it', async () => {
    const draft = companyVacancy({ status: 3, approval: 2 });
    const { api, notify, location } = await renderApp('/companyPanel/vacancies/update/5', {
      routes: companyRoutes(
        { isVerified: true },
        {
          ...listRoute,
          [GET_VACANCY]: { data: draft },
          [UPDATE]: (request) => ({
            data: { ...draft, status: (request.body as { publish: boolean }).publish ? 1 : 3 },
          }),
        },
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the vacancy' })).toBeInTheDocument();
    expect(api.callsTo(GET_VACANCY)[0].query.get('vacancyId')).toBe('5');
    expect(await screen.findByRole('textbox', { name: 'Title in English' })).toHaveValue('Senior Go developer');
    expect(screen.getByRole('textbox', { name: 'Title in Georgian' })).toHaveValue('უფროსი Go დეველოპერი');
    expect(screen.getByRole('textbox', { name: 'Description in English' })).toHaveValue(
      'We build payment systems in Go.',
    );
    expect(screen.getByRole('combobox', { name: 'Seniority' })).toHaveValue('Senior');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('Full time');
    expect(screen.getByRole('combobox', { name: 'Work place type' })).toHaveValue('Hybrid');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Tbilisi');
    expect(screen.getByRole('combobox', { name: 'Job function' })).toHaveValue('Backend Development');
    expect(screen.getByRole('textbox', { name: 'Minimum salary' })).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: 'Maximum salary' })).toHaveValue('8000');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GEL — Georgian lari');
    expect(screen.getByRole('switch', { name: /Show the salary/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Deadline/ })).toHaveValue('3 months');
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Title in English' }));
    await fill('Title in English', 'Lead Go developer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0].query.get('vacancyId')).toBe('5');
    expect(api.callsTo(UPDATE)[0].body).toEqual({
      title: 'Lead Go developer',
      titleGE: 'უფროსი Go დეველოპერი',
      descriptionEN: paragraphs('We build payment systems in Go.'),
      descriptionGE: null,
      experienceId: 52,
      employmentTypeId: 41,
      workLocationId: 72,
      cityId: 21,
      jobFunctionId: 61,
      technologyIds: [13],
      benefitIds: [91],
      languages: ['en', 'ka'],
      salaryMin: 5000,
      salaryMax: 8000,
      currency: 1,
      showSalary: true,
      callToAction: 1,
      deadlineMonths: 3,
      publish: false,
    });
    await waitFor(() => expect(location().pathname).toBe('/companyPanel/vacancies/drafts'));
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy has been updated');
  });

  it('publishes a draft from its update page', async () => {
    const draft = companyVacancy({ status: 3 });
    const { api, notify, location } = await renderApp('/companyPanel/vacancies/update/5', {
      routes: companyRoutes(
        { isVerified: true },
        { ...listRoute, [GET_VACANCY]: { data: draft }, [UPDATE]: { data: { ...draft, status: 1 } } },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(location().pathname).toBe('/companyPanel/vacancies/active'));
    expect((api.callsTo(UPDATE)[0].body as { publish: boolean }).publish).toBe(true);
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy published');
  });

  it('saves an active vacancy with every required section and offers no publish button', async () => {
    const active = companyVacancy({ status: 1, technologyIds: [] });
    const { api, notify, location } = await renderApp('/companyPanel/vacancies/update/5', {
      routes: companyRoutes(
        { isVerified: true },
        { ...listRoute, [GET_VACANCY]: { data: active }, [UPDATE]: { data: active } },
      ),
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(screen.getByText('Choose at least one technology')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)).toHaveLength(0);
    await choose('Technologies', 'TypeScript');
    await userEvent.click(save);
    await waitFor(() => expect(location().pathname).toBe('/companyPanel/vacancies/active'));
    expect(api.callsTo(UPDATE)[0].body).toMatchObject({ technologyIds: [11], publish: true });
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy has been updated');
  });

  it("says so when the vacancy is not the company's", async () => {
    await renderApp('/companyPanel/vacancies/update/404', {
      routes: companyRoutes(
        { isVerified: true },
        { [GET_VACANCY]: { status: 404, errors: { _: ['Vacancy not found'] } } },
      ),
    });
    expect(await screen.findByText("This vacancy was not found among your company's vacancies.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your vacancies' })).toHaveAttribute(
      'href',
      '/companyPanel/vacancies',
    );
  });
});
