import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

describe('NotFoundPage', () => {
  it('renders for a path that is no page, with its breadcrumb', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Home');
  });

  it('renders for an unknown path below a known one', async () => {
    await renderApp('/information/nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders in Georgian too', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeInTheDocument();
  });
});
