import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './texts/en-US.json' with { type: 'json' };
import georgian from './texts/ka-GE.json' with { type: 'json' };

/** /invitations/notInterested's texts, both languages: they come with the page's code instead of
 *  every page's texts, which keeps the landing page within its JavaScript budget. */
export function useInvitationDeclineTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'invitationDecline', { 'en-US': english, 'ka-GE': georgian });
}
