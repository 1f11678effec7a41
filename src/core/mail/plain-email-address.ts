/** One plain address (no display name, no list, no quoted local part): what the outbox sends to
 *  and what the forms accept. */
export const PLAIN_EMAIL_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
