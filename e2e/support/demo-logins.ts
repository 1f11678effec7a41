/** The demo sign-ins the browser tests use. The staff member's password is the e2e server's own
 *  (DEMO_STAFF_PASSWORD in playwright.config.ts): the demo data publishes none. */
export const demoLogins = {
  talent: { email: 'talent@demo.techboard.ge', password: 'Talent#2026' },
  company: { email: 'company@demo.techboard.ge', password: 'Company#2026' },
  staff: { email: 'admin@demo.techboard.ge', password: 'E2e#Staff-2026' },
};
