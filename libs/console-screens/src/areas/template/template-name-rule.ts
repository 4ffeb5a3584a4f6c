import { TEMPLATE_MESSAGES, TemplateBody } from '@hbc/contracts';
import { ruleFromSchema } from '@hbc/data-screens';

/** The contracts' rule of a template's name with its Thai messages, as the API checks it. */
export const templateNameRule = ruleFromSchema(
  TemplateBody.properties.name,
  TEMPLATE_MESSAGES.nameRequired,
);

/** What is wrong with `name` in Thai, or null when it may be saved. */
export function templateNameProblem(name: string): string | null {
  try {
    templateNameRule.validateSync(name);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : TEMPLATE_MESSAGES.nameRequired;
  }
}
