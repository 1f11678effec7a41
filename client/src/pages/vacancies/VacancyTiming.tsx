import { IconCalendarEvent, IconHourglass, IconUsers } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import type { VacancyDetail } from '../../api/vacancy';
import { formatLongDate, formatNumber } from '../../lib/format-date';
import { deadlineLeft, publishedAgo, type TimingText } from '../../lib/vacancy-timing';
import { useStores } from '../../stores/StoresContext';
import classes from './VacancyPage.module.css';

/** What job seekers look at first (issue 22): when the vacancy was published (relative, the exact
 *  date on hover), its deadline with the days left, and how many applied (exact below 25, else
 *  "25+" and so on, as the server tells). `now` is the page's clock: a server render and its
 *  hydration may count the days from different moments, so the counted texts keep the server's
 *  words rather than warn (suppressHydrationWarning); the next render counts afresh. */
export const VacancyTiming = observer(function VacancyTiming({ details, now }: { details: VacancyDetail; now: Date }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const say = (text: TimingText) => t(text.key, text.count === undefined ? {} : { count: text.count });
  const published = publishedAgo(details.publishedAt, now);
  const left = deadlineLeft(details.deadline, details.isExpired, now);
  const deadlineDate = formatLongDate(details.deadline, language.locale);
  // Absent from an answer kept from before the server told it (a cache shared over a release).
  const { count, orMore } = details.applicants ?? { count: null, orMore: false };
  const applicants =
    count === null
      ? null
      : count === 0
        ? t('vacancyPage.noApplicants')
        : orMore
          ? t('vacancyPage.applicantsOrMore', { figure: formatNumber(count, language.locale) })
          : t('vacancyPage.applicants', { count });

  return (
    <ul className={classes.timing} aria-label={t('vacancyPage.facts')}>
      {published && details.publishedAt && (
        <li className={classes.timingItem}>
          <IconCalendarEvent size={18} aria-hidden />
          <time
            dateTime={new Date(details.publishedAt).toISOString()}
            title={t('vacancyPage.publishedOn', { date: formatLongDate(details.publishedAt, language.locale) })}
            suppressHydrationWarning
          >
            {t('vacancyPage.published', { when: say(published) })}
          </time>
        </li>
      )}
      {(left || deadlineDate) && (
        <li className={classes.timingItem}>
          <IconHourglass size={18} aria-hidden />
          {deadlineDate && details.deadline && (
            <time dateTime={new Date(details.deadline).toISOString()}>
              {t('vacancyPage.deadline', { date: deadlineDate })}
            </time>
          )}
          {left && (
            <span
              className={`${classes.left} ${left.key.endsWith('closed') ? classes.closed : left.key.endsWith('lastDay') ? classes.lastDay : ''}`}
              suppressHydrationWarning
            >
              {say(left)}
            </span>
          )}
        </li>
      )}
      {applicants && (
        <li className={classes.timingItem}>
          <IconUsers size={18} aria-hidden />
          <span>{applicants}</span>
        </li>
      )}
    </ul>
  );
});
