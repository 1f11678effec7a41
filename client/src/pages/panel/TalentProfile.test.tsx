import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { talentInfo } from '../../../test/fixtures';
import {
  DOWNLOAD_CV,
  PROFILE,
  REMOVE_CV,
  UPDATE_PROFILE,
  UPDATE_TECHNOLOGIES,
  UPLOAD_CV,
  talentProfile,
  talentProfileRoutes,
} from './talent-profile-fixtures';
import { renderApp } from '../../../test/render-app';

const PATH = '/userPanel/generalInformation';
const withCv = {
  ...talentProfile,
  cvFileName: 'Nino CV.pdf',
  cvUrl: '/api/Users/DownloadCv',
  cvUploadedAt: '2026-03-05T10:00:00.000Z',
};

describe("the talent's general information", () => {
  it('checks the name first, shows the server refusal on its field, then saves and follows with the header', async () => {
    let saves = 0;
    const { api, notify } = await renderApp(PATH, {
      routes: talentProfileRoutes({
        [UPDATE_PROFILE]: () =>
          ++saves === 1
            ? { status: 400, errors: { experienceId: ['Choose your experience level'] } }
            : {
                data: {
                  ...talentProfile,
                  fullName: 'Nino Kapanadze',
                  experience: { id: 52, name: 'Senior', nameGE: 'უფროსი' },
                },
              },
        'GET /api/Account/GetUserInfo': () => ({
          data: { ...talentInfo, fullName: saves > 1 ? 'Nino Kapanadze' : 'Nino Beridze' },
        }),
      }),
    });
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(details).toHaveTextContent('nino@example.ge');
    const name = within(details).getByRole('textbox', { name: /^Full name/ });
    expect(name).toHaveValue('Nino Beridze');

    await userEvent.clear(name);
    await userEvent.type(name, 'Nino');
    await userEvent.click(within(details).getByRole('button', { name: 'Save personal details' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('enter your first and last name'));
    expect(api.callsTo(UPDATE_PROFILE)).toHaveLength(0);

    await userEvent.type(name, ' Kapanadze');
    await userEvent.click(within(details).getByRole('combobox', { name: /^Experience level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior' }));
    await userEvent.click(within(details).getByRole('combobox', { name: /^Job functions/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frontend Development' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Save personal details' }));
    expect(within(details).getByRole('combobox', { name: /^Experience level/ })).toHaveAccessibleDescription(
      'Choose your experience level',
    );

    await userEvent.click(within(details).getByRole('button', { name: 'Save personal details' }));
    expect(api.callsTo(UPDATE_PROFILE).map((call) => call.body)).toEqual([
      { fullName: 'Nino Kapanadze', fieldId: 41, experienceId: 52, jobFunctionIds: [61] },
      { fullName: 'Nino Kapanadze', fieldId: 41, experienceId: 52, jobFunctionIds: [61] },
    ]);
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    expect(await screen.findByRole('button', { name: 'Account menu: Nino Kapanadze' })).toBeInTheDocument();
  });

  it('saves the technologies picked under their categories', async () => {
    const { api, notify } = await renderApp(PATH, {
      routes: talentProfileRoutes({
        [UPDATE_TECHNOLOGIES]: {
          data: {
            ...talentProfile,
            technologies: [...talentProfile.technologies, { id: 14, name: 'React', nameGE: 'React' }],
          },
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Technologies you work with' });
    await within(section).findByText('TypeScript');
    await userEvent.click(within(section).getByRole('combobox', { name: /^Technologies/ }));
    expect(await screen.findByRole('group', { name: 'Frontend' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'React' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save technologies' }));
    expect(api.callsTo(UPDATE_TECHNOLOGIES)[0].body).toEqual({ technologyIds: [11, 14] });
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
  });

  it('refuses a CV of the wrong type without a request, uploads a PDF and shows it with its date', async () => {
    let uploaded = false;
    const { api, notify } = await renderApp(PATH, {
      routes: talentProfileRoutes({
        [PROFILE]: () => ({ data: uploaded ? withCv : talentProfile }),
        [UPLOAD_CV]: () => {
          uploaded = true;
          return { data: 'CV uploaded successfully' };
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'CV' });
    expect(section).toHaveTextContent('You have not uploaded a CV yet.');
    const input = within(section).getByLabelText('Upload a new CV');

    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(notify).toHaveBeenLastCalledWith('warning', 'The file format is not valid: upload a PDF, DOC or DOCX file');
    expect(api.callsTo(UPLOAD_CV)).toHaveLength(0);

    const pdf = new File(['%PDF-1.7'], 'Nino CV.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    expect(api.callsTo(UPLOAD_CV)[0].form?.get('CV')).toBe(pdf);
    expect(notify).toHaveBeenCalledWith('success', 'CV uploaded successfully');
    expect(await within(section).findByText('Nino CV.pdf')).toBeInTheDocument();
    expect(section).toHaveTextContent('Uploaded on 05.03.2026');
  });

  it('downloads the CV through the client, and removes it after the question', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let removed = false;
    const { api, notify } = await renderApp(PATH, {
      routes: talentProfileRoutes({
        [PROFILE]: () => ({ data: removed ? talentProfile : withCv }),
        [DOWNLOAD_CV]: { file: { content: '%PDF-1.7', type: 'application/pdf', fileName: 'Nino CV.pdf' } },
        [REMOVE_CV]: () => {
          removed = true;
          return { data: 'CV removed successfully' };
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'CV' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(saved).toEqual(['Nino CV.pdf']));
    expect(api.callsTo(DOWNLOAD_CV)[0].headers.Authorization).toMatch(/^Bearer /);

    await userEvent.click(within(section).getByRole('button', { name: 'Remove CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the CV?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(REMOVE_CV)).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Remove CV' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove the CV?' })).getByRole('button', { name: 'Remove CV' }),
    );
    expect(api.callsTo(REMOVE_CV)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('success', 'CV removed successfully');
    expect(await within(section).findByText('You have not uploaded a CV yet.')).toBeInTheDocument();
    click.mockRestore();
  });
});
