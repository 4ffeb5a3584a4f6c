import * as yup from 'yup';
import type { TString } from '@sinclair/typebox';
import { FIELD_MESSAGES, INVALID_MESSAGE_KEYWORD, NAME_MAX_LENGTH } from '@hbc/contracts';

/** Some text beyond spaces. */
const NOT_BLANK = /\S/;

/**
 * A required text of at most `maxLength` characters, blank refused: the form's side of
 * `requiredText` in `@hbc/contracts` (the API counts the same characters: nothing is trimmed).
 */
export function textRule(
  maxLength: number = NAME_MAX_LENGTH,
  requiredMessage: string = FIELD_MESSAGES.required,
) {
  return yup
    .string()
    .required(requiredMessage)
    .matches(NOT_BLANK, requiredMessage)
    .max(maxLength, FIELD_MESSAGES.tooLong(maxLength));
}

/** An optional text of at most `maxLength` characters. */
export function optionalTextRule(maxLength: number = NAME_MAX_LENGTH) {
  return yup.string().max(maxLength, FIELD_MESSAGES.tooLong(maxLength));
}

/** A required text of the form `pattern` (as `patternText` in `@hbc/contracts`), with its Thai message. */
export function patternRule(pattern: RegExp, message: string, requiredMessage: string = message) {
  return yup.string().required(requiredMessage).matches(pattern, message);
}

/** One of `values`, required: role, kind, status. */
export function choiceRule<const Value extends string>(
  values: readonly Value[],
  message: string = FIELD_MESSAGES.choose,
) {
  return yup
    .string<Value>()
    .required(message)
    .oneOf([...values], message);
}

/** A required id chosen from a list (province, unit); empty is null or undefined. */
export function idRule(message: string = FIELD_MESSAGES.choose) {
  return yup.number().integer(message).positive(message).nullable().required(message);
}

/**
 * The Yup rule of a contract's TypeBox string (a field of `UnitBody`, `NewUserBody`...): its
 * length limits and pattern, with the pattern's own Thai text (`x-invalid-message`) when it has
 * one. One rule, written once, for the form and the API.
 */
export function ruleFromSchema(schema: TString, requiredMessage: string = FIELD_MESSAGES.required) {
  const invalid = (schema as unknown as Record<string, unknown>)[INVALID_MESSAGE_KEYWORD];
  let rule = yup.string();
  if ((schema.minLength ?? 0) > 0 || schema.pattern) rule = rule.required(requiredMessage);
  if (schema.minLength !== undefined && schema.minLength > 1) {
    rule = rule.min(schema.minLength, `ต้องมีอย่างน้อย ${schema.minLength} ตัวอักษร`);
  }
  if (schema.maxLength !== undefined)
    rule = rule.max(schema.maxLength, FIELD_MESSAGES.tooLong(schema.maxLength));
  if (schema.pattern) {
    rule = rule.matches(
      new RegExp(schema.pattern),
      typeof invalid === 'string' ? invalid : requiredMessage,
    );
  }
  return rule;
}
