/**
 * The message composer's overlay as a chunk of its own: OnDemandMessageComposer loads it on the
 * first press of its button, so the broadcast form's first load goes without the composer.
 */
export { MessageComposerDialog as default } from '@hbc/message-composer';
/** The send confirmation previews the first message with the composer's code: it comes along. */
export { default as SendConfirmDialog } from './SendConfirmDialog';
