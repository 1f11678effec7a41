import { Anchor } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleHalf2, IconCircleMinus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { VacancyDetail, VacancyMatch } from '../../../api/vacancy';
import { useTranslation } from '../../../i18n/use-translation';
import { useStores } from '../../../stores/StoresContext';
import { MatchBadge } from '../MatchBadge';
import { matchReasons, profileCouldHelp, type ReasonTone } from './match-reasons';
import { useVacancyMatchTexts } from './use-vacancy-match-texts';
import classes from './VacancyMatchPanel.module.css';

const ICONS: Record<ReasonTone, typeof IconCircleCheck> = {
  good: IconCircleCheck,
  partial: IconCircleHalf2,
  bad: IconCircleMinus,
  unknown: IconCircleDashed,
};

/** "How this vacancy fits you" (issue 25): the signed-in talent's match in words, part by part,
 *  with a way to the profile when something there would make it more accurate. */
export const VacancyMatchPanel = observer(function VacancyMatchPanel({
  match,
  vacancy,
}: {
  match: VacancyMatch;
  vacancy: VacancyDetail;
}) {
  useVacancyMatchTexts();
  const { t } = useTranslation();
  const { language } = useStores();
  const titleId = useId();
  const reasons = matchReasons(match, vacancy, (english, georgian) => language.pick(english, georgian));
  return (
    <section className={classes.panel} aria-labelledby={titleId}>
      <div className={classes.head}>
        <h2 className={classes.title} id={titleId}>
          {t('vacancyMatch.title')}
        </h2>
        <MatchBadge match={match} />
      </div>
      <dl className={classes.reasons}>
        {reasons.map(({ part, tone, texts }) => {
          const Icon = ICONS[tone];
          return (
            <div key={part} className={classes.reason} data-tone={tone}>
              <dt>
                <Icon size={18} aria-hidden className={classes.icon} />
                {t(`vacancyMatch.${part}.label`)}
              </dt>
              {texts.map(({ key, values }) => (
                <dd key={key}>{t(`vacancyMatch.${key}`, values)}</dd>
              ))}
            </div>
          );
        })}
      </dl>
      {profileCouldHelp(match) && (
        <p className={classes.improve}>
          {t('vacancyMatch.improve')}{' '}
          <Anchor component={Link} to="/userPanel/generalInformation">
            {t('vacancyMatch.improveLink')}
          </Anchor>
        </p>
      )}
    </section>
  );
});
