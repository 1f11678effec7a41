import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

describe('DocumentTitle', () => {
  it("follows the page's SEO title in the language shown", async () => {
    const { api } = await renderApp('/');
    expect(document.title).toBe('TechBoard.ge — tech jobs');

    await userEvent.click(screen.getByRole('button', { name: 'ქართული' }));
    expect(document.title).toBe('TechBoard.ge — ტექ-ვაკანსიები');
    expect(api.callsTo('GET /api/Common/GetSeoDetails')).toHaveLength(1);
  });

  it('falls back to the site name for a page without SEO texts', async () => {
    await renderApp('/faq');
    expect(document.title).toBe('TechBoard.ge');
  });
});
