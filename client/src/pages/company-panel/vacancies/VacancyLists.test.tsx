import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { DELETE, END, LIST, RENEW, companyRoutes, listItem, page } from './vacancy-test-fixtures';

const card = (title: string) => screen.findByRole('article', { name: title });

/** A list per Type, each answering its own vacancies. */
const listsByType = (lists: Record<number, ReturnType<typeof listItem>[]>) => (request: RecordedRequest) => ({
  data: page(lists[Number(request.query.get('Type'))] ?? []),
});

describe('the active list', () => {
  it('shows each vacancy with its badges, dates and applicants, and ends one', async () => {
    const { api, notify } = await renderApp('/companyPanel/vacancies/active', {
      routes: companyRoutes(
        { isVerified: true },
        {
          [LIST]: listsByType({
            1: [
              listItem(1, { title: 'Senior Go developer', applicantCount: 12, newApplicantCount: 3 }),
              listItem(2, { title: 'QA engineer', approval: 1, applicantCount: 1 }),
              listItem(3, { title: 'Data analyst', approval: 3, rejectionReason: 'The salary is missing.' }),
            ],
          }),
          [END]: { data: true },
        },
      ),
    });
    const go = await card('Senior Go developer');
    expect(new Set(api.callsTo(LIST).map((call) => call.query.get('Type')))).toEqual(new Set(['1']));
    expect(within(go).getByText('Active')).toBeInTheDocument();
    expect(go).toHaveTextContent('Published 01.05.2026 · Deadline 01.06.2026');
    expect(go).toHaveTextContent('12 applicants · 3 new');
    expect(within(go).queryByText('Waiting for approval')).not.toBeInTheDocument();
    expect(within(go).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/vacancies/1');
    expect(within(go).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/companyPanel/vacancies/update/1');
    expect(within(go).getByRole('link', { name: 'Applicants' })).toHaveAttribute(
      'href',
      '/companyPanel/vacancies/vacancyDetails/vacancy-1-1',
    );
    expect(within(go).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();

    const qa = await card('QA engineer');
    expect(within(qa).getByText('Waiting for approval')).toBeInTheDocument();
    expect(qa).toHaveTextContent('1 applicant');
    const data = await card('Data analyst');
    expect(within(data).getByText('Rejected')).toBeInTheDocument();
    expect(data).toHaveTextContent('Rejected: The salary is missing.');

    const lists = screen.getByRole('navigation', { name: 'Vacancy lists' });
    expect(within(lists).getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(within(lists).getByRole('link', { name: 'Ended' })).toHaveAttribute('href', '/companyPanel/vacancies/ended');

    await userEvent.click(within(go).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Senior Go developer' })).not.toBeInTheDocument());
    expect(api.callsTo(END).map((call) => call.query.get('vacancyId'))).toEqual(['1']);
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy ended');
    expect(screen.getByRole('article', { name: 'QA engineer' })).toBeInTheDocument();
  });

  it('keeps a vacancy the server would not end, with one toast per message', async () => {
    const { notify } = await renderApp('/companyPanel/vacancies/active', {
      routes: companyRoutes(
        { isVerified: true },
        {
          [LIST]: listsByType({ 1: [listItem(1, { title: 'Senior Go developer' })] }),
          [END]: { status: 409, errors: { _: ['The vacancy has already ended.'], vacancyId: ['Try again later.'] } },
        },
      ),
    });
    await userEvent.click(within(await card('Senior Go developer')).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Try again later.'));
    expect(notify.mock.calls.filter(([kind]) => kind === 'error')).toEqual([
      ['error', 'The vacancy has already ended.'],
      ['error', 'Try again later.'],
    ]);
    expect(screen.getByRole('article', { name: 'Senior Go developer' })).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const { api } = await renderApp('/companyPanel/vacancies/active', {
      routes: companyRoutes(
        { isVerified: true },
        {
          [LIST]: (request) => {
            const number = Number(request.query.get('page'));
            return { data: page([listItem(number * 100, { title: `Vacancy on page ${number}` })], 45, number) };
          },
        },
      ),
    });
    expect(await card('Vacancy on page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await card('Vacancy on page 3')).toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query.get('page')).toBe('3');
  });
});

describe('the ended list', () => {
  it('renews a vacancy: it leaves the list, and an unverified company hears it waits for approval', async () => {
    const { api, notify } = await renderApp('/companyPanel/vacancies/ended', {
      routes: companyRoutes(
        { progress: 100 },
        {
          [LIST]: listsByType({
            2: [
              listItem(7, {
                title: 'DevOps engineer',
                status: 2,
                endedAt: '2026-05-20T10:00:00.000Z',
                applicantCount: 4,
              }),
            ],
          }),
          [RENEW]: { data: listItem(7, { title: 'DevOps engineer', status: 1, approval: 1 }) },
        },
      ),
    });
    const devops = await card('DevOps engineer');
    expect(new Set(api.callsTo(LIST).map((call) => call.query.get('Type')))).toEqual(new Set(['2']));
    expect(within(devops).getByText('Ended')).toBeInTheDocument();
    expect(devops).toHaveTextContent('Published 01.05.2026 · Ended 20.05.2026');
    expect(within(devops).queryByRole('button', { name: 'End' })).not.toBeInTheDocument();

    await userEvent.click(within(devops).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'DevOps engineer' })).not.toBeInTheDocument());
    expect(api.callsTo(RENEW).map((call) => call.query.get('vacancyId'))).toEqual(['7']);
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy renewed');
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Your company is not verified yet: the vacancy waits for staff approval before others can see it.',
    );
    expect(await screen.findByText('No ended vacancies')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a vacancy' }).at(-1)).toHaveAttribute(
      'href',
      '/companyPanel/vacancies/create',
    );
  });
});

describe('the drafts list', () => {
  it('deletes a draft only after the question: cancel keeps it, confirm removes it', async () => {
    const { api, notify } = await renderApp('/companyPanel/vacancies/drafts', {
      routes: companyRoutes(
        { isVerified: true },
        {
          [LIST]: listsByType({
            3: [
              listItem(8, { title: 'Designer', status: 3, publishedAt: null, deadline: null }),
              listItem(9, { title: 'Tester', status: 3 }),
            ],
          }),
          [DELETE]: { data: true },
        },
      ),
    });
    const designer = await card('Designer');
    expect(within(designer).getByText('Draft')).toBeInTheDocument();
    expect(designer).toHaveTextContent('Last edited 02.05.2026');
    expect(designer).not.toHaveTextContent('applicant');

    await userEvent.click(within(designer).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the vacancy?' });
    expect(dialog).toHaveTextContent('“Designer” will be removed from all your lists');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await userEvent.click(within(designer).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the vacancy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Designer' })).not.toBeInTheDocument());
    expect(api.callsTo(DELETE).map((call) => call.query.get('vacancyId'))).toEqual(['8']);
    expect(notify).toHaveBeenCalledWith('success', 'Vacancy deleted');
    expect(screen.getByRole('article', { name: 'Tester' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows titles and labels in Georgian', async () => {
    await renderApp('/companyPanel/vacancies/drafts', {
      search: '?lang=ka',
      routes: companyRoutes(
        { isVerified: true },
        { [LIST]: listsByType({ 3: [listItem(8, { title: 'Designer', titleGE: 'დიზაინერი', status: 3 })] }) },
      ),
    });
    const designer = await card('დიზაინერი');
    expect(within(designer).getByText('მონახაზი')).toBeInTheDocument();
    expect(within(designer).getByRole('button', { name: 'წაშლა' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'ვაკანსიების სიები' })).getByRole('link', { name: 'მონახაზები' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
