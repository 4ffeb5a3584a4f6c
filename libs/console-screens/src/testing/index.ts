export * from './profile-fixtures';
export { UNITS } from '../areas/health-center/unit-detail-fixtures';
