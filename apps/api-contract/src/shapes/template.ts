import type { TemplateListItem, TemplateRecord } from '@hbc/contracts';
import {
  arrayOf,
  boolean,
  instant,
  integer,
  nullable,
  object,
  passedThrough,
  string,
  type Check,
} from '../support/shape';

const listItemShape = {
  id: integer,
  name: string,
  shared: boolean,
  messageCount: integer,
  formats: arrayOf(string),
  updatedByName: nullable(string),
  updatedAt: instant,
};

export const templateListItem: Check<TemplateListItem> = object<TemplateListItem>(listItemShape);

export const templateRecord: Check<TemplateRecord> = object<TemplateRecord>({
  ...listItemShape,
  messages: arrayOf(passedThrough<unknown>()),
});
