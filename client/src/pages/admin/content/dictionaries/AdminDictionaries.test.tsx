import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDictionaryItem, DictionaryType } from '../../../../api/admin-content';
import { adminInfo, signedInAs } from '../../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../../test/fake-api';
import { renderApp } from '../../../../../test/render-app';

const item = (
  id: number,
  type: DictionaryType,
  name: string,
  nameGE: string,
  extra: Partial<AdminDictionaryItem> = {},
): AdminDictionaryItem => ({
  id,
  type,
  key: name.toLowerCase(),
  name,
  nameGE,
  description: null,
  descriptionGE: null,
  iconUrl: null,
  orderIndex: id,
  parent: null,
  usageCount: 0,
  ...extra,
});
const languages = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };
const typescript = item(11, 8, 'TypeScript', 'TypeScript', { parent: languages, usageCount: 4 });
const zig = item(12, 8, 'Zig', 'Zig', { parent: languages });
const tbilisi = item(31, 2, 'Tbilisi', 'თბილისი', { usageCount: 12 });
const page = (items: AdminDictionaryItem[]) => ({ data: { items, totalCount: items.length, page: 1, pageSize: 20 } });
const publicItem = (ref: { id: number; name: string; nameGE: string }) => ({
  ...ref,
  dictionaryType: 9,
  description: null,
  descriptionGE: null,
  iconUrl: null,
  activeVacancyCount: null,
  activeCompanyCount: null,
  parentDictionary: null,
  childDictionaries: [],
});

const open = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=content&part=dictionaries', {
    routes: {
      ...signedInAs(adminInfo),
      'GET /api/Admin/GetDictionaryItems': (request: RecordedRequest) => {
        if (request.query.get('type') === '2') return page([tbilisi]);
        return page(request.query.get('search') === 'zig' ? [zig] : [typescript, zig]);
      },
      'GET /api/Common/GetDictionary': {
        data: [publicItem(languages), publicItem({ id: 3, name: 'Frontend', nameGE: 'ფრონტენდი' })],
      },
      ...routes,
    },
  });

describe('back office: dictionaries', () => {
  it('lists a dictionary with usage, switches lists and searches', async () => {
    const { api } = await open();
    const list = await screen.findByRole('list', { name: 'Technologies' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('TypeScript');
    expect(items[0]).toHaveTextContent('Under Programming languages');
    expect(items[0]).toHaveTextContent('Used: 4');
    expect(within(items[0]!).getByRole('button', { name: 'Delete “TypeScript”' })).toBeDisabled();
    expect(within(items[1]!).getByRole('button', { name: 'Delete “Zig”' })).toBeEnabled();

    await userEvent.type(screen.getByLabelText('Search by name'), 'zig');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Technologies' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(api.callsTo('GET /api/Admin/GetDictionaryItems').at(-1)!.query.get('search')).toBe('zig');

    await userEvent.selectOptions(screen.getByLabelText('List'), 'Cities');
    const cities = await screen.findByRole('list', { name: 'Cities' });
    expect(within(cities).getByRole('listitem')).toHaveTextContent('თბილისი');
    expect(api.callsTo('GET /api/Admin/GetDictionaryItems').at(-1)!.query.get('type')).toBe('2');
  });

  it('adds a technology under a category with an icon', async () => {
    const { api, notify } = await open({
      'POST /api/Admin/UploadDictionaryIcon': {
        data: { url: '/api/Files/Images/0123456789abcdef0123456789abcdef.webp' },
      },
      'POST /api/Admin/CreateDictionaryItem': (request: RecordedRequest) => ({
        data: item(13, 8, 'Nim', 'Nim', request.body as Partial<AdminDictionaryItem>),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const form = await screen.findByRole('form', { name: 'New item: Technologies' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the English name')).toBeInTheDocument();
    expect(within(form).getByText('Enter the Georgian name')).toBeInTheDocument();

    const [english, georgian] = within(form).getAllByRole('group');
    await userEvent.type(within(english!).getByLabelText(/^Name/), 'Nim');
    await userEvent.type(within(georgian!).getByLabelText(/^Name/), 'Nim');
    await userEvent.type(within(georgian!).getByLabelText('Description'), 'სისტემური ენა');
    await waitFor(() => expect(within(form).getByLabelText('Parent')).toBeEnabled());
    await userEvent.selectOptions(within(form).getByLabelText('Parent'), 'Programming languages');
    await userEvent.upload(
      within(form).getByLabelText('Upload an icon'),
      new File(['png'], 'icon.png', { type: 'image/png' }),
    );
    await within(form).findByRole('button', { name: 'Remove the icon' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByRole('list', { name: 'Technologies' });
    expect(api.callsTo('GET /api/Common/GetDictionary')[0]!.query.getAll('dictionaryType')).toEqual(['9']);
    expect(api.callsTo('POST /api/Admin/CreateDictionaryItem')[0]!.body).toEqual({
      type: 8,
      name: 'Nim',
      nameGE: 'Nim',
      description: null,
      descriptionGE: 'სისტემური ენა',
      iconUrl: '/api/Files/Images/0123456789abcdef0123456789abcdef.webp',
      parentId: 2,
    });
    expect(notify).toHaveBeenCalledWith('success', 'Saved: the site shows the change now');
  });

  it('edits an item, showing the server’s refusal under its field', async () => {
    let attempts = 0;
    const { api } = await open({
      'POST /api/Admin/UpdateDictionaryItem': () =>
        ++attempts === 1
          ? { status: 409, errors: { name: ['This list already has an item with this name'] } }
          : { data: { ...zig, name: 'Zig lang' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Zig”' }));
    const form = await screen.findByRole('form', { name: 'Edit item: Technologies' });
    const [english] = within(form).getAllByRole('group');
    expect(within(english!).getByLabelText(/^Name/)).toHaveValue('Zig');
    await waitFor(() => expect(within(form).getByLabelText('Parent')).toHaveValue('2'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This list already has an item with this name')).toBeInTheDocument();
    await userEvent.type(within(english!).getByLabelText(/^Name/), ' lang');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('list', { name: 'Technologies' });
    const update = api.callsTo('POST /api/Admin/UpdateDictionaryItem')[1]!;
    expect(update.query.get('id')).toBe('12');
    expect(update.body).toMatchObject({ name: 'Zig lang', parentId: 2, iconUrl: null });
  });

  it('deletes an unused item after asking, and shows a refusal in the dialog', async () => {
    let attempts = 0;
    const { notify } = await open({
      'POST /api/Admin/DeleteDictionaryItem': () =>
        ++attempts === 1
          ? { status: 409, errors: { _: ['The item is in use (1 references) and cannot be deleted'] } }
          : { data: 'The dictionary item has been deleted' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Zig”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Zig” will be removed from the site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('The item is in use (1 references) and cannot be deleted'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The dictionary item has been deleted'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Technologies' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });
});
