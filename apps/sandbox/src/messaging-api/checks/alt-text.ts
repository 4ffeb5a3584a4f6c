import { BodyChecker, type JsonObject } from './body-checker';

/**
 * The `altText` of flex, template and imagemap messages: 1..1500 characters.
 * https://developers.line.biz/en/reference/messaging-api/#flex-message
 * https://developers.line.biz/en/reference/messaging-api/#template-messages
 * https://developers.line.biz/en/reference/messaging-api/#imagemap-message
 */
export const ALT_TEXT_MAX = 1500;

export function checkAltText(checker: BodyChecker, message: JsonObject, path: string): void {
  checker.text(message, 'altText', path, ALT_TEXT_MAX);
}
