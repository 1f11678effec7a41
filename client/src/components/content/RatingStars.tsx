import { IconStar } from '@tabler/icons-react';
import classes from './RatingStars.module.css';

const STARS = [0, 1, 2, 3, 4];

/**
 * A rating out of five as stars, filled to the tenth of a star, only to be read. (Mantine's
 * read-only Rating puts `for` on the `div` of each star, which is not valid HTML: issue 20.)
 * With `label` it is an image of that name; without, decoration beside a text saying the rating.
 */
export function RatingStars({ value, size = 'sm', label }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg'; label?: string }) {
  const tenths = Math.round(Math.min(5, Math.max(0, value)) * 10);
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={classes.stars} data-size={size} {...name}>
      {STARS.map((index) => {
        const filled = Math.min(10, Math.max(0, tenths - index * 10));
        return (
          <span key={index} className={classes.star} data-filled={filled * 10}>
            <IconStar />
            {filled > 0 && <IconStar className={classes.full} style={filled < 10 ? { clipPath: `inset(0 ${100 - filled * 10}% 0 0)` } : undefined} />}
          </span>
        );
      })}
    </span>
  );
}
