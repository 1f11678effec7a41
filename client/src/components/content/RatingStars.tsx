import classes from './RatingStars.module.css';

/**
 * A rating out of five as stars, filled to the tenth of a star, only to be read: one element whose
 * stylesheet draws five grey stars (a mask of Tabler's star, repeated) and a yellow bar over them
 * as wide as the rating. Lists show one per card; five inline SVG stars with their yellow copies
 * were ten SVGs per card for the server to render and the browser to parse. (Mantine's read-only
 * Rating puts `for` on the `div` of each star, which is not valid HTML: issue 20.)
 * With `label` it is an image of that name; without, decoration beside a text saying the rating.
 */
export function RatingStars({
  value,
  size = 'sm',
  label,
}: {
  value: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  label?: string;
}) {
  const tenths = Math.round(Math.min(5, Math.max(0, value)) * 10);
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={classes.stars} data-size={size} data-filled={tenths / 10} {...name}>
      <span className={classes.full} style={{ width: `${tenths * 2}%` }} />
    </span>
  );
}
