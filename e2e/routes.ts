import { services } from '../src/services/registry.ts';

/** Every top-level page with its nav label and heading, from the service registry. */
export const topLevelPages = [
  { path: '/', heading: 'Overview' },
  ...services.map((service) => ({ path: service.home, heading: service.title })),
  { path: '/settings', heading: 'Settings' },
];

export const serviceHomes = services.map((service) => service.home);

/** Pages below a slice's home that the navigation does not link to, checked on their own (axe, theme, width). */
export const subPages = [{ path: '/upload/open', heading: 'Open a private share' }];
