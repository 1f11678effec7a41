import type { VacancyMatch } from '../../api/vacancy';
import badges from '../../components/plain/badges.module.css';
import { useTranslation } from '../../i18n/use-translation';
import { matchStrength } from '../../lib/match-strength';
import { useMatchWords } from './match-words/use-match-words';

/** How well a vacancy fits the signed-in talent, as a word and the score ("Strong match · 82%"):
 *  the words say it, the colour only repeats it. Small on purpose: every vacancy card carries it. */
export function MatchBadge({ match }: { match: VacancyMatch }) {
  useMatchWords();
  const { t } = useTranslation();
  const strength = matchStrength(match.score);
  const tone = strength === 'strong' || strength === 'good' ? badges.teal : badges.gray;
  return <span className={`${badges.badge} ${tone}`}>{t(`matchWords.${strength}`, { score: match.score })}</span>;
}
