import {
  IconBooks,
  IconBriefcase,
  IconBuilding,
  IconFlag,
  IconHistory,
  IconLayoutDashboard,
  IconLifebuoy,
  IconNews,
  IconStar,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { PageLoader } from '../../components/feedback/PageLoader';
import { lazyComponent, type LazyComponent } from '../../lib/lazy-component';

export interface AdminSection {
  /** The `?tab=` of the section. */
  value: string;
  /** A locale key. */
  labelKey: string;
  icon: Icon;
  Component: LazyComponent;
}

/** The back office's sections, in the order of their tabs; the first is shown by default. Each
 *  section is its own chunk under pages/admin/<section>/. */
/** A section's chunk, on the page skeleton meanwhile. */
const lazySection = (load: () => Promise<ComponentType>) => lazyComponent(load, <PageLoader />);

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    value: 'dashboard',
    labelKey: 'adminDashboard.tab',
    icon: IconLayoutDashboard,
    Component: lazySection(() => import('./dashboard/AdminDashboard').then((m) => m.AdminDashboard)),
  },
  {
    value: 'accounts',
    labelKey: 'adminBlog.tabAccounts',
    icon: IconUsers,
    Component: lazySection(() => import('./accounts/AdminAccounts').then((m) => m.AdminAccounts)),
  },
  {
    value: 'companies',
    labelKey: 'adminCompanies.tab',
    icon: IconBuilding,
    Component: lazySection(() => import('./companies/AdminCompanies').then((m) => m.AdminCompanies)),
  },
  {
    value: 'vacancies',
    labelKey: 'adminVacancies.tab',
    icon: IconBriefcase,
    Component: lazySection(() => import('./moderation/AdminVacancyQueue').then((m) => m.AdminVacancyQueue)),
  },
  {
    value: 'reviews',
    labelKey: 'adminReviews.tab',
    icon: IconStar,
    Component: lazySection(() => import('./moderation/AdminReviewQueue').then((m) => m.AdminReviewQueue)),
  },
  {
    value: 'reports',
    labelKey: 'adminReports.tab',
    icon: IconFlag,
    Component: lazySection(() => import('./reports/AdminReports').then((m) => m.AdminReports)),
  },
  {
    value: 'support',
    labelKey: 'adminSupport.tab',
    icon: IconLifebuoy,
    Component: lazySection(() => import('./support/AdminSupportTickets').then((m) => m.AdminSupportTickets)),
  },
  {
    value: 'content',
    labelKey: 'adminContent.tab',
    icon: IconBooks,
    Component: lazySection(() => import('./content/AdminContent').then((m) => m.AdminContent)),
  },
  {
    value: 'blog',
    labelKey: 'adminBlog.tabBlog',
    icon: IconNews,
    Component: lazySection(() => import('./blog/AdminBlogPosts').then((m) => m.AdminBlogPosts)),
  },
  {
    value: 'audit',
    labelKey: 'adminAudit.tab',
    icon: IconHistory,
    Component: lazySection(() => import('./audit/AdminAuditLog').then((m) => m.AdminAuditLog)),
  },
];
