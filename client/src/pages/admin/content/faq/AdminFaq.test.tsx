import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFaqItem } from '../../../../api/admin-content';
import { adminInfo, signedInAs } from '../../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../../test/fake-api';
import { renderApp } from '../../../../../test/render-app';

const question = (
  id: number,
  category: AdminFaqItem['category'],
  questionEN: string,
  orderIndex: number,
): AdminFaqItem => ({
  id,
  category,
  questionEN,
  questionGE: `${questionEN} (ქართულად)`,
  answerEN: `Answer to ${questionEN}`,
  answerGE: 'პასუხი',
  orderIndex,
});
const faq = [
  question(1, 'employers', 'Is posting free?', 0),
  question(2, 'talents', 'Do I need a CV?', 0),
  question(3, 'talents', 'Can I apply twice?', 1),
];

const open = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=content&part=faq', {
    routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetFaq': { data: faq }, ...routes },
  });

describe('back office: FAQ', () => {
  it('shows the questions in their three groups', async () => {
    await open();
    const talents = await screen.findByRole('region', { name: 'For talents' });
    expect(
      within(talents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Do I need a CV?'), expect.stringContaining('Can I apply twice?')]);
    expect(within(talents).getByRole('button', { name: 'Move “Do I need a CV?” up' })).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'General' })).getByText('No questions in this group.'),
    ).toBeInTheDocument();
  });

  it('moves a question down in its group', async () => {
    const { api } = await open({
      'POST /api/Admin/ReorderFaq': () => ({
        data: [faq[0], { ...faq[2], orderIndex: 0 }, { ...faq[1], orderIndex: 1 }],
      }),
    });
    const talents = await screen.findByRole('region', { name: 'For talents' });
    await userEvent.click(within(talents).getByRole('button', { name: 'Move “Do I need a CV?” down' }));
    await waitFor(() => expect(within(talents).getAllByRole('listitem')[0]).toHaveTextContent('Can I apply twice?'));
    expect(api.callsTo('POST /api/Admin/ReorderFaq')[0]!.body).toEqual({ category: 'talents', ids: [3, 2] });
  });

  it('writes a new question in both languages with a Markdown answer', async () => {
    const { api, notify } = await open({
      'POST /api/Admin/CreateFaqItem': (request: RecordedRequest) => ({
        data: { ...(request.body as object), id: 9, orderIndex: 1 },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New question' }));
    const form = await screen.findByRole('form', { name: 'New question' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Enter the question')).length).toBe(2);
    await userEvent.selectOptions(within(form).getByLabelText('Group'), 'For employers');
    const [english, georgian] = within(form).getAllByRole('group');
    await userEvent.type(within(english!).getByLabelText(/^Question/), 'How do I verify my company?');
    await userEvent.type(within(english!).getByLabelText(/^Answer/), 'Write to **support**.');
    await userEvent.type(within(georgian!).getByLabelText(/^Question/), 'როგორ დავადასტურო კომპანია?');
    await userEvent.type(within(georgian!).getByLabelText(/^Answer/), 'მოგვწერეთ.');
    await userEvent.click(within(form).getByRole('switch', { name: 'Show the Markdown preview' }));
    expect(
      within(within(form).getByRole('region', { name: 'Preview: Answer (Markdown), English' })).getByText('support')
        .tagName,
    ).toBe('STRONG');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByRole('region', { name: 'For employers' });
    expect(api.callsTo('POST /api/Admin/CreateFaqItem')[0]!.body).toEqual({
      category: 'employers',
      questionEN: 'How do I verify my company?',
      questionGE: 'როგორ დავადასტურო კომპანია?',
      answerEN: 'Write to **support**.',
      answerGE: 'მოგვწერეთ.',
    });
    expect(api.callsTo('GET /api/Admin/GetFaq')).toHaveLength(2);
    expect(notify).toHaveBeenCalledWith('success', 'Saved: the site shows the change now');
  });

  it('edits and deletes a question', async () => {
    const { api, notify } = await open({
      'POST /api/Admin/UpdateFaqItem': (request: RecordedRequest) => ({
        data: { ...faq[0], ...(request.body as object) },
      }),
      'POST /api/Admin/DeleteFaqItem': { data: 'The question has been deleted' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Is posting free?”' }));
    const form = await screen.findByRole('form', { name: 'Edit question' });
    const [english] = within(form).getAllByRole('group');
    await userEvent.type(within(english!).getByLabelText(/^Question/), ' Always?');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'For employers' });
    expect(api.callsTo('POST /api/Admin/UpdateFaqItem')[0]!.query.get('id')).toBe('1');
    expect(api.callsTo('POST /api/Admin/UpdateFaqItem')[0]!.body).toMatchObject({
      category: 'employers',
      questionEN: 'Is posting free? Always?',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Is posting free?”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The question has been deleted'));
    expect(
      within(screen.getByRole('region', { name: 'For employers' })).getByText('No questions in this group.'),
    ).toBeInTheDocument();
  });
});
