import {
  TemplateBody as TemplateFields,
  TemplateUpdateBody as TemplateUpdateFields,
} from '@hbc/contracts';
import { withFreeText } from '../../schemas/free-text';

export { TemplateListBody } from '@hbc/contracts';
/** A template's name is free text; its messages go to citizens exactly as written. */
export const TemplateBody = withFreeText(TemplateFields, 'name');
export const TemplateUpdateBody = withFreeText(TemplateUpdateFields, 'name');
