import { screen } from '@testing-library/react';
import { signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('/verifyEmail (spec point 4)', () => {
  it('verifies once and marks a signed-in account verified', async () => {
    const { api, store } = await renderApp('/verifyEmail?verificationId=v-1&email=nino%40example.ge', {
      routes: {
        ...signedInAs(talentInfo),
        'POST /api/Account/VerifyUserEmail': { data: 'Your account was verified successfully!' },
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your account was verified successfully!');
    expect(api.callsTo('POST /api/Account/VerifyUserEmail')).toHaveLength(1);
    expect(api.callsTo('POST /api/Account/VerifyUserEmail')[0].body).toEqual({
      verificationId: 'v-1',
      email: 'nino@example.ge',
    });
    expect(store.auth.isEmailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/userPanel/generalInformation',
    );
  });

  it("shows the server's text when verification fails", async () => {
    await renderApp('/verifyEmail?verificationId=v-1&email=nino%40example.ge', {
      routes: { 'POST /api/Account/VerifyUserEmail': { status: 400, errors: { _: ['Account verification failed'] } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Account verification failed');
  });

  it('fails without asking the server when the link lacks its parts', async () => {
    const { api } = await renderApp('/verifyEmail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account verification failed');
    expect(api.callsTo('POST /api/Account/VerifyUserEmail')).toHaveLength(0);
  });
});
