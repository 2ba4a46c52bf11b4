/** The hotline's `tel:` link, one rule for the site and the server's own pages (contract/phone-link.ts). */
export { telHref } from '@contract/phone-link';
