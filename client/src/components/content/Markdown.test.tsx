import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../theme';
import { Markdown } from './Markdown';

const show = (markdown: string) =>
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <Markdown>{markdown}</Markdown>
      </MemoryRouter>
    </MantineProvider>,
  );

describe('Markdown', () => {
  it("starts the text's headings at h2 under the page's h1 and skips no level", () => {
    show('### Who we are\n\nText.\n\n##### Offices\n\n> ###### In a quote\n\n### What we do\n');
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Who we are'],
      ['H3', 'Offices'],
      ['H4', 'In a quote'],
      ['H2', 'What we do'],
    ]);
  });

  it('keeps links inside the site in the app and drops raw HTML', () => {
    const { container } = show(
      '[Vacancies](/vacancies) and [elsewhere](https://example.com) <b>bold</b><script>x()</script>',
    );
    expect(screen.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('target', '_blank');
    expect(container.querySelector('b, script')).toBeNull();
  });
});
