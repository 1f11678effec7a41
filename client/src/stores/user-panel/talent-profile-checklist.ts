import type { UserProfile } from '../../api/users-profile';

/** One thing a complete talent profile has; `key` names its label (talentProfile.checklist.<key>). */
export interface ChecklistItem {
  key: 'photo' | 'details' | 'technologies' | 'cv' | 'headline' | 'summary' | 'links' | 'phone' | 'preferences';
  done: boolean;
}

const filled = (...texts: (string | null)[]) => texts.some((text) => !!text?.trim());

/** What employers look for in a talent's profile, in the order the panel shows it; like the
 *  company panel's checklist. The photo is the signed-in account's (it changes outside this profile). */
export function talentProfileChecklist(profile: UserProfile, photoUrl: string | null): ChecklistItem[] {
  const about = profile.talentProfile;
  return [
    { key: 'photo', done: !!photoUrl },
    { key: 'details', done: !!profile.field && !!profile.experience },
    { key: 'technologies', done: profile.technologies.length > 0 },
    { key: 'cv', done: !!profile.cvFileName },
    { key: 'headline', done: filled(about.headline, about.headlineGe) },
    { key: 'summary', done: filled(about.summary, about.summaryGe) },
    { key: 'links', done: filled(about.linkedinUrl, about.githubUrl, about.portfolioUrl) },
    { key: 'phone', done: filled(about.phone) },
    { key: 'preferences', done: about.workLocations.length > 0 || about.cities.length > 0 },
  ];
}

/** The share of the checklist done, as a whole percentage. */
export const completeness = (items: ChecklistItem[]): number =>
  Math.round((items.filter((item) => item.done).length / items.length) * 100);
