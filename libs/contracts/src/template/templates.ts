import { Type, type Static } from '@sinclair/typebox';
import { INVALID_MESSAGE_KEYWORD, requiredText } from '../field-rules';
import { type ListQuery } from '../list-query';
import { listQuerySchema } from '../list-query-schema';
import { BROADCAST_MESSAGES_MAX } from '../broadcast/broadcasts';
import {
  TEMPLATE_MESSAGES,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SORT_FIELDS,
  type TemplateSortField,
} from './template-texts';

/**
 * The schemas of the template routes. Their texts and limits are in `template-texts.ts`, so that
 * a screen reading a text does not bring the schema builder along.
 */

/** A blank-only name is said in the form's words, not as a wrong form. */
const name = () =>
  requiredText(TEMPLATE_NAME_MAX_LENGTH, {
    [INVALID_MESSAGE_KEYWORD]: TEMPLATE_MESSAGES.nameRequired,
  });
/** 1–3 composer messages: checked as a broadcast's are before it is sent. */
const messages = () => Type.Array(Type.Unknown(), { maxItems: BROADCAST_MESSAGES_MAX });

/** `POST /api/broadcast/template`: LV3's go to its unit, Super Admin's are shared. */
export const TemplateBody = Type.Object(
  { name: name(), messages: messages() },
  { additionalProperties: false },
);
export type TemplateBody = Static<typeof TemplateBody>;

/** `PUT /api/broadcast/template/{id}`: what it gives changes (a rename gives the name only). */
export const TemplateUpdateBody = Type.Object(
  { name: Type.Optional(name()), messages: Type.Optional(messages()) },
  { additionalProperties: false },
);
export type TemplateUpdateBody = Static<typeof TemplateUpdateBody>;

/** `POST /api/broadcast/template/list`: the unit's templates and the shared ones, by name. */
export const TEMPLATE_LIST_DECLARATION = { sort: TEMPLATE_SORT_FIELDS };
export const TemplateListBody = listQuerySchema(TEMPLATE_LIST_DECLARATION);
export type TemplateListQuery = ListQuery<TemplateSortField>;
