/** The template screens: one chunk, loaded when either of them opens. */
export { TemplateListScreen } from './TemplateListScreen';
export { TemplateFormScreen } from './TemplateFormScreen';
