import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingReview } from '../../../api/admin-moderation';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import type { FakeRoutes } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const review = (id: number, fields: Partial<PendingReview> = {}): PendingReview => ({
  id,
  company: { id: 3, name: 'Acme Software', transformedName: 'acme-software' },
  rating: 4,
  headline: 'Good place to grow',
  description: 'Friendly team and interesting products.',
  pros: 'Mentoring',
  cons: 'Old laptops',
  advice: null,
  benefits: null,
  visibility: 1,
  position: 'Backend developer',
  tenure: '2 years',
  status: 1,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  author: { accountId: 12, fullName: 'Nino Beridze', email: 'nino@example.ge' },
  ...fields,
});
const anonymous = review(7);
const named = review(8, { headline: 'Named review', visibility: 2, author: null });
const page = (items: PendingReview[]) => ({ data: { items, totalCount: items.length, page: 1, pageSize: 10 } });

const openQueue = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=reviews', {
    routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetPendingReviews': page([anonymous, named]), ...routes },
  });

describe('back office: the review moderation queue (/admin?tab=reviews)', () => {
  it('shows each waiting review whole, with its author even when it is anonymous', async () => {
    await openQueue();
    expect(await screen.findByRole('tab', { name: 'Reviews', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Reviews waiting for moderation' });
    const first = await within(section).findByRole('article', { name: 'Good place to grow' });
    expect(first).toHaveTextContent('Anonymous');
    expect(first).toHaveTextContent('Written by Nino Beridze (nino@example.ge)');
    expect(first).toHaveTextContent('Published anonymously: only staff see who wrote it');
    expect(first).toHaveTextContent('Friendly team and interesting products.');
    expect(first).toHaveTextContent('ProsMentoring');
    expect(first).not.toHaveTextContent('Advice to the management');
    expect(within(first).getByRole('link', { name: 'Acme Software' })).toHaveAttribute(
      'href',
      '/companies/acme-software/reviews',
    );
    const second = within(section).getByRole('article', { name: 'Named review' });
    expect(second).toHaveTextContent('With details');
    expect(second).toHaveTextContent('Shown with: Backend developer · 2 years');
    expect(second).toHaveTextContent('The author has deleted their account.');
  });

  it('approves a review and rejects another with a reason', async () => {
    const { api, notify } = await openQueue({
      'POST /api/Admin/ApproveReview': { data: 'The review is approved and published' },
      'POST /api/Admin/RejectReview': { data: 'The review is rejected: its author was told the reason' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve “Good place to grow”' }));
    const approveDialog = await screen.findByRole('dialog', { name: 'Approve “Good place to grow”?' });
    expect(approveDialog).toHaveTextContent('The review “Good place to grow” is shown on the company’s page at once.');
    await userEvent.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The review is approved and published'));
    expect(api.callsTo('POST /api/Admin/ApproveReview')[0]!.query.get('reviewId')).toBe('7');

    await userEvent.click(screen.getByRole('button', { name: 'Reject “Named review”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Named review”' });
    expect(dialog).toHaveTextContent('The author gets this reason by e-mail');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'It names a colleague.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'The review is rejected: its author was told the reason'),
    );
    const sent = api.callsTo('POST /api/Admin/RejectReview')[0]!;
    expect(sent.query.get('reviewId')).toBe('8');
    expect(sent.body).toEqual({ reason: 'It names a colleague.' });
    expect(await screen.findByText('No review is waiting for moderation.')).toBeInTheDocument();
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openQueue();
    expect(await screen.findByRole('tab', { name: 'შეფასებები', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'მოდერაციის მომლოდინე შეფასებები' });
    const first = await within(section).findByRole('article', { name: 'Good place to grow' });
    expect(first).toHaveTextContent('ავტორი: Nino Beridze (nino@example.ge)');
    expect(within(first).getByRole('button', { name: '„Good place to grow“ — დამტკიცება' })).toBeInTheDocument();
  });
});
