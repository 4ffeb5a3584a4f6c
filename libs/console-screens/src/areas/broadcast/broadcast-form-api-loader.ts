/** The form's API calls (`broadcast-form-api`), loaded with its first request. */
export const formApi = () => import('./broadcast-form-api');
