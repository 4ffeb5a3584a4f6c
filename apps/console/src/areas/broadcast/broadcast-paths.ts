import { ROUTES } from '@hbc/contracts';

export const broadcastDetailPath = (id: number) => `${ROUTES.broadcastDetail}?id=${id}`;
export const broadcastFormPath = (id: number) => `${ROUTES.broadcastForm}?id=${id}`;
