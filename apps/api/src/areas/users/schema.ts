import { NewUserBody as NewUserFields, UserBody as UserFields } from '@hbc/contracts';
import { withFreeText } from '../../schemas/free-text';

export { UserListBody, UserRecordSchema } from '@hbc/contracts';
/** A user's names are free text. */
export const NewUserBody = withFreeText(NewUserFields, 'firstName', 'lastName');
export const UserBody = withFreeText(UserFields, 'firstName', 'lastName');
