import { withoutRepeatedTitle } from './markdown';

describe('withoutRepeatedTitle', () => {
  it('drops a first heading that repeats the title', () => {
    expect(withoutRepeatedTitle('# Privacy Policy\n\n_Last updated_', 'Privacy policy')).toBe('_Last updated_');
    expect(withoutRepeatedTitle('  # მხარდაჭერა #\r\nტექსტი', 'მხარდაჭერა')).toBe('ტექსტი');
  });

  it('keeps a first heading that says something else, and text without one', () => {
    expect(withoutRepeatedTitle('# About TechBoard.ge\n\nText', 'About us')).toBe('# About TechBoard.ge\n\nText');
    expect(withoutRepeatedTitle('Text\n# Privacy Policy', 'Privacy Policy')).toBe('Text\n# Privacy Policy');
    expect(withoutRepeatedTitle('## Privacy Policy', 'Privacy Policy')).toBe('## Privacy Policy');
  });
});
