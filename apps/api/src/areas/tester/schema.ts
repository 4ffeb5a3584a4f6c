import {
  NewTesterBody as NewTesterFields,
  NewTesterCodeBody as NewTesterCodeFields,
  TesterNameBody as TesterNameFields,
} from '@hbc/contracts';
import { withFreeText } from '../../schemas/free-text';

export { TesterListBody } from '@hbc/contracts';
/** The name is free text (a CID typed into it is masked); the CID field is not. */
export const NewTesterBody = withFreeText(NewTesterFields, 'name');
export const NewTesterCodeBody = withFreeText(NewTesterCodeFields, 'name');
export const TesterNameBody = withFreeText(TesterNameFields, 'name');
