import { ROUTES } from '@hbc/contracts';

/** The form of template `id`. */
export const templateFormPath = (id: number) => `${ROUTES.templateForm}?id=${id}`;
