import { ROUTES } from '@hbc/contracts';

export const approvalReviewPath = (id: number) => `${ROUTES.approvalReview}?id=${id}`;
