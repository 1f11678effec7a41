import { render, screen } from '@testing-library/react';
import { RatingStars } from './RatingStars';

const stars = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const filledWidth = (container: HTMLElement) => (stars(container).firstElementChild as HTMLElement).style.width;

describe('RatingStars', () => {
  it('fills the stars to the tenth of a star and names the rating when given a label', () => {
    const { container } = render(<RatingStars value={3.46} label="Rated 3.5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(stars(container)).toHaveAttribute('data-filled', '3.5');
    expect(filledWidth(container)).toBe('70%');
  });

  it('is hidden from assistive technology without a label, and keeps within 0 to 5', () => {
    const { container } = render(<RatingStars value={7} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(stars(container)).toHaveAttribute('aria-hidden', 'true');
    expect(filledWidth(container)).toBe('100%');
    const { container: none } = render(<RatingStars value={-1} />);
    expect(filledWidth(none)).toBe('0%');
  });

  it('is phrasing content only (spans), so it may stand inside a label, a button or a paragraph', () => {
    const { container } = render(<RatingStars value={4.2} size="xs" />);
    const tags = new Set([...container.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()));
    expect([...tags]).toEqual(['span']);
  });
});
