import type { SummaryPart } from '../../../stores/user-panel/subscriptions/search-filter';
import classes from './Subscriptions.module.css';

/** A saved search's filters in words: each filter's name and its choices. */
export function SearchSummary({ parts }: { parts: SummaryPart[] }) {
  return (
    <dl className={classes.summary}>
      {parts.map((part) => (
        <div key={part.label} className={classes.summaryRow}>
          <dt>{part.label}</dt>
          <dd>{part.value}</dd>
        </div>
      ))}
    </dl>
  );
}
