import { render, screen } from '@testing-library/react';
import { RatingStars } from './RatingStars';

const filledParts = (container: HTMLElement) => [...container.querySelectorAll('[data-filled]')].map((star) => Number(star.getAttribute('data-filled')));

describe('RatingStars', () => {
  it('fills the stars to the tenth of a star and names the rating when given a label', () => {
    const { container } = render(<RatingStars value={3.46} label="Rated 3.5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(filledParts(container)).toEqual([100, 100, 100, 50, 0]);
  });

  it('is hidden from assistive technology without a label, and keeps within 0 to 5', () => {
    const { container } = render(<RatingStars value={7} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(filledParts(container)).toEqual([100, 100, 100, 100, 100]);
  });

  it('is phrasing content only (spans and SVG), so it may stand inside a label, a button or a paragraph', () => {
    const { container } = render(<RatingStars value={4.2} size="xs" />);
    const tags = new Set([...container.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()));
    expect([...tags].filter((tag) => !['span', 'svg', 'path'].includes(tag))).toEqual([]);
  });
});
