import { signUpForm } from './account';

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [key, value instanceof File ? `file:${value.name}` : value]);

describe('signUpForm (spec point 5)', () => {
  const base = {
    name: 'Nino Beridze',
    email: 'nino@example.ge',
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
    acceptTerms: true,
  };

  it('sends only what a talent gave: no image, field, experience or job functions when absent', () => {
    expect(
      entries(
        signUpForm({
          ...base,
          profileImage: null,
          field: null,
          experience: null,
          technologies: [11],
          jobFunctions: [],
        }),
      ),
    ).toEqual([
      ['Name', 'Nino Beridze'],
      ['Email', 'nino@example.ge'],
      ['Password', 'Passw0rd!'],
      ['ConfirmPassword', 'Passw0rd!'],
      ['AcceptTerms', 'true'],
      ['Technologies', '11'],
    ]);
  });

  it('repeats Technologies and JobFunctions and adds the image, field, experience and bot token when there', () => {
    const image = new File(['x'], 'me.png', { type: 'image/png' });
    const form = signUpForm({
      ...base,
      profileImage: image,
      field: 41,
      experience: 51,
      technologies: [11, 14],
      jobFunctions: [61],
      botToken: 'proof',
    });
    expect(entries(form)).toEqual([
      ['Name', 'Nino Beridze'],
      ['Email', 'nino@example.ge'],
      ['Password', 'Passw0rd!'],
      ['ConfirmPassword', 'Passw0rd!'],
      ['AcceptTerms', 'true'],
      ['ProfileImage', 'file:me.png'],
      ['Field', '41'],
      ['Experience', '51'],
      ['Technologies', '11'],
      ['Technologies', '14'],
      ['JobFunctions', '61'],
      ['BotToken', 'proof'],
    ]);
  });

  it('sends a company only its name, e-mail, passwords, consent and logo', () => {
    const logo = new File(['x'], 'logo.webp', { type: 'image/webp' });
    expect(entries(signUpForm({ ...base, name: 'Kartuli Code', profileImage: logo }))).toEqual([
      ['Name', 'Kartuli Code'],
      ['Email', 'nino@example.ge'],
      ['Password', 'Passw0rd!'],
      ['ConfirmPassword', 'Passw0rd!'],
      ['AcceptTerms', 'true'],
      ['ProfileImage', 'file:logo.webp'],
    ]);
  });
});
