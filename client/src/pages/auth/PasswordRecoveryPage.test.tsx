import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const sentText = 'If an account exists for this e-mail, we have sent a link to reset the password.';

describe('password recovery', () => {
  it("asks for the link and shows the server's text", async () => {
    const { api } = await renderApp('/passwordRecovery', {
      routes: { 'POST /api/Account/SendPasswordRecoveryLink': { data: sentText } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Password recovery' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'nino@example.ge');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(api.callsTo('POST /api/Account/SendPasswordRecoveryLink')[0].body).toEqual({ email: 'nino@example.ge' });
    expect(await screen.findByRole('status')).toHaveTextContent(sentText);
  });

  it("sets a new password from the mail's link, then says 'Updated Successfully' and opens sign-in", async () => {
    const { api, notify, location } = await renderApp(
      '/passwordRecovery/newPassword?email=nino%40example.ge&token=t0k',
      {
        routes: { 'POST /api/Account/RecoverUserPassword': { data: 'Updated Successfully' } },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText('For nino@example.ge')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'New-pass1');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'New-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(api.callsTo('POST /api/Account/RecoverUserPassword')[0].body).toEqual({
      email: 'nino@example.ge',
      token: 't0k',
      newPassword: 'New-pass1',
      confirmPassword: 'New-pass1',
    });
    expect(notify).toHaveBeenCalledWith('success', 'Updated Successfully');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/signIn');
  });

  it("says 'Incorrect Link' for a used or expired link", async () => {
    await renderApp('/passwordRecovery/newPassword?email=nino%40example.ge&token=old', {
      routes: { 'POST /api/Account/RecoverUserPassword': { status: 400, errors: { _: ['Incorrect Link'] } } },
    });
    await userEvent.type(await screen.findByLabelText(/^New password/), 'New-pass1');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'New-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Link');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/passwordRecovery');
  });

  it("says 'Incorrect Link' at once for a link without its e-mail or token, and sends an unknown status back", async () => {
    await renderApp('/passwordRecovery/newPassword?email=nino%40example.ge');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Link');
  });

  it('sends any other status back to the request', async () => {
    const { location } = await renderApp('/passwordRecovery/whatever');
    expect(location().pathname).toBe('/passwordRecovery');
  });
});
