import { ROUTES } from '@hbc/contracts';

export const broadcastDetailPath = (id: number) => `${ROUTES.broadcastDetail}?id=${id}`;
export const broadcastFormPath = (id: number) => `${ROUTES.broadcastForm}?id=${id}`;

/** The form of a new broadcast starting from broadcast `id` (unsaved until staff save it). */
export const broadcastCopyPath = (id: number) => `${ROUTES.broadcastForm}?copy=${id}`;

/** The form of a new broadcast whose messages are template `id`'s (unsaved until staff save it). */
export const broadcastFromTemplatePath = (id: number) => `${ROUTES.broadcastForm}?template=${id}`;
