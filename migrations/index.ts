import { InitialSchema1763798400000 } from './1763798400000-InitialSchema.js';
import { Accounts1763884800000 } from './1763884800000-Accounts.js';
import { MailOutbox1763884800100 } from './1763884800100-MailOutbox.js';
import { CompanyProfiles1763971200000 } from './1763971200000-CompanyProfiles.js';
import { VacancyApplications1764057600000 } from './1764057600000-VacancyApplications.js';
import { Subscriptions1764144000000 } from './1764144000000-Subscriptions.js';
import { SmartSearch1764230400000 } from './1764230400000-SmartSearch.js';
import { Blog1764316800000 } from './1764316800000-Blog.js';
import { BlogSubscription1764320400000 } from './1764320400000-BlogSubscription.js';
import { SupportTicket1764324000000 } from './1764324000000-SupportTicket.js';
import { ContentReports1764410400000 } from './1764410400000-ContentReports.js';
import { ContentAdmin1764414000000 } from './1764414000000-ContentAdmin.js';
import { PendingFiles1764500000000 } from './1764500000000-PendingFiles.js';
import { AccountSessions1764590400000 } from './1764590400000-AccountSessions.js';
import { HandoverBinding1764590400100 } from './1764590400100-HandoverBinding.js';
import { SignInFailuresCounted1764590400200 } from './1764590400200-SignInFailuresCounted.js';
import { BlogSubscriberMailedAt1764590400300 } from './1764590400300-BlogSubscriberMailedAt.js';
import { RefreshTokensInSessions1764590400400 } from './1764590400400-RefreshTokensInSessions.js';
import { SeoKindPerPage1764676800000 } from './1764676800000-SeoKindPerPage.js';
import { VacancyDescriptionsInTheirOwnTable1764763200000 } from './1764763200000-VacancyDescriptionsInTheirOwnTable.js';
import { VacancyFilterItems1764849600000 } from './1764849600000-VacancyFilterItems.js';
import { SignUpConsent1764936000000 } from './1764936000000-SignUpConsent.js';
import { CompanyTaglineGe1765022400000 } from './1765022400000-CompanyTaglineGe.js';
import { TalentProfile1765281600000 } from './1765281600000-TalentProfile.js';
import { TalentDirectory1765368000000 } from './1765368000000-TalentDirectory.js';
import { TalentDirectoryOrderIndex1765454400000 } from './1765454400000-TalentDirectoryOrderIndex.js';

/** Every migration, in order. Listed explicitly so ESM builds need no file globbing. */
export const migrations = [InitialSchema1763798400000, Accounts1763884800000, MailOutbox1763884800100, CompanyProfiles1763971200000, VacancyApplications1764057600000, Subscriptions1764144000000, SmartSearch1764230400000, Blog1764316800000, BlogSubscription1764320400000, SupportTicket1764324000000, ContentReports1764410400000, ContentAdmin1764414000000, PendingFiles1764500000000, AccountSessions1764590400000, HandoverBinding1764590400100, SignInFailuresCounted1764590400200, BlogSubscriberMailedAt1764590400300, RefreshTokensInSessions1764590400400, SeoKindPerPage1764676800000, VacancyDescriptionsInTheirOwnTable1764763200000, VacancyFilterItems1764849600000, SignUpConsent1764936000000, CompanyTaglineGe1765022400000, TalentProfile1765281600000, TalentDirectory1765368000000, TalentDirectoryOrderIndex1765454400000];
