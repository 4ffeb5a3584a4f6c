import { ROUTES } from '@hbc/contracts';

/** The form of the tracking link `id`. */
export const trackingUrlFormPath = (id: number) => `${ROUTES.trackingUrlForm}?id=${id}`;
