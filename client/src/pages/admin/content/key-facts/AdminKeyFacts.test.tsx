import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminKeyFactDefinition } from '../../../../api/admin-content';
import { adminInfo, signedInAs } from '../../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../../test/fake-api';
import { renderApp } from '../../../../../test/render-app';

const founded: AdminKeyFactDefinition = {
  id: 1,
  key: 'founded',
  name: 'Founded',
  nameGE: 'დაარსების წელი',
  keyFactType: 3,
  isMandatory: true,
  hide: false,
  orderIndex: 0,
  options: [],
  usageCount: 7,
};
const size: AdminKeyFactDefinition = {
  id: 2,
  key: 'company-size',
  name: 'Company size',
  nameGE: 'კომპანიის ზომა',
  keyFactType: 5,
  isMandatory: false,
  hide: true,
  orderIndex: 1,
  options: [
    { id: 21, key: 'small', name: 'Small', nameGE: 'მცირე' },
    { id: 22, key: 'large', name: 'Large', nameGE: 'დიდი' },
  ],
  usageCount: 0,
};

const open = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=content&part=keyFacts', {
    routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetKeyFactDefinitions': { data: [founded, size] }, ...routes },
  });

describe('back office: key facts', () => {
  it('lists the key facts with their type, flags and use; a used one cannot be deleted', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Key facts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Founded');
    expect(first).toHaveTextContent('Year');
    expect(first).toHaveTextContent('Mandatory');
    expect(first).toHaveTextContent('Filled in by 7');
    expect(within(first!).getByRole('button', { name: 'Delete “Founded”' })).toBeDisabled();
    expect(second).toHaveTextContent('Single choice');
    expect(second).toHaveTextContent('Hidden');
    expect(second).toHaveTextContent('Small · Large');
  });

  it('creates a choice key fact with options in order', async () => {
    const { api, notify } = await open({
      'POST /api/Admin/CreateKeyFactDefinition': (request: RecordedRequest) => ({
        data: { ...size, ...(request.body as object), id: 3 },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New key fact' }));
    const form = await screen.findByRole('form', { name: 'New key fact' });
    await userEvent.type(within(form).getByLabelText(/^Name in English/), 'Work model');
    await userEvent.type(within(form).getByLabelText(/^Name in Georgian/), 'მუშაობის მოდელი');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Multiple choice');
    const first = within(form).getByRole('group', { name: 'Option 1' });
    await userEvent.type(within(first).getByLabelText('English'), 'Office');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Give every option a name in both languages')).toBeInTheDocument();
    await userEvent.type(within(first).getByLabelText('Georgian'), 'ოფისი');
    const second = within(form).getByRole('group', { name: 'Option 2' });
    await userEvent.type(within(second).getByLabelText('English'), 'Remote');
    await userEvent.type(within(second).getByLabelText('Georgian'), 'დისტანციური');
    await userEvent.click(within(second).getByRole('button', { name: 'Move the option up' }));
    await userEvent.click(within(form).getByRole('switch', { name: /^Mandatory/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByRole('list', { name: 'Key facts' });
    expect(api.callsTo('POST /api/Admin/CreateKeyFactDefinition')[0]!.body).toEqual({
      name: 'Work model',
      nameGE: 'მუშაობის მოდელი',
      keyFactType: 4,
      isMandatory: true,
      hide: false,
      options: [
        { name: 'Remote', nameGE: 'დისტანციური' },
        { name: 'Office', nameGE: 'ოფისი' },
      ],
    });
    expect(notify).toHaveBeenCalledWith('success', 'Saved: the site shows the change now');
  });

  it('edits a key fact keeping its options’ ids; a used one keeps its type; the server’s refusal shows', async () => {
    let attempts = 0;
    const { api } = await open({
      'POST /api/Admin/UpdateKeyFactDefinition': () =>
        ++attempts === 1
          ? { status: 409, errors: { options: ['Companies have chosen the option “Small”, so it cannot be removed'] } }
          : { data: size },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Founded”' }));
    let form = await screen.findByRole('form', { name: 'Edit key fact' });
    expect(within(form).getByLabelText('Type')).toBeDisabled();
    expect(within(form).getByText('Companies have filled it in: the type is fixed')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Company size”' }));
    form = await screen.findByRole('form', { name: 'Edit key fact' });
    expect(within(form).getByLabelText('Type')).toBeEnabled();
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'Option 1' })).getByRole('button', { name: 'Remove the option' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add an option' }));
    const added = within(form).getByRole('group', { name: 'Option 2' });
    await userEvent.type(within(added).getByLabelText('English'), 'Medium');
    await userEvent.type(within(added).getByLabelText('Georgian'), 'საშუალო');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Companies have chosen the option “Small”, so it cannot be removed'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('list', { name: 'Key facts' });
    const update = api.callsTo('POST /api/Admin/UpdateKeyFactDefinition')[1]!;
    expect(update.query.get('id')).toBe('2');
    expect(update.body).toMatchObject({
      keyFactType: 5,
      hide: true,
      orderIndex: 1,
      options: [
        { id: 22, name: 'Large', nameGE: 'დიდი' },
        { name: 'Medium', nameGE: 'საშუალო' },
      ],
    });
  });

  it('deletes an unused key fact after asking', async () => {
    const { api, notify } = await open({
      'POST /api/Admin/DeleteKeyFactDefinition': { data: 'The key fact has been deleted' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Company size”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this key fact?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The key fact has been deleted'));
    expect(api.callsTo('POST /api/Admin/DeleteKeyFactDefinition')[0]!.query.get('id')).toBe('2');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Key facts' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });
});
