/** The five message formats of the composer (spec section 3). `custom` is any other LINE type, edited as JSON. */
export type MessageFormat = 'text' | 'imagemap' | 'carousel' | 'video' | 'custom';

export const MESSAGE_FORMATS: readonly MessageFormat[] = [
  'text',
  'imagemap',
  'carousel',
  'video',
  'custom',
];

export interface TextMessage {
  type: 'text';
  text: string;
}

export type ImagemapActionType = 'uri' | 'message';

export interface ImagemapArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rich message action: `linkUri` for type uri, `text` for type message; the area is in `baseSize` units. */
export interface ImagemapAction {
  type: ImagemapActionType;
  linkUri?: string;
  text?: string;
  area: ImagemapArea;
}

export interface ImagemapMessage {
  type: 'imagemap';
  baseUrl: string;
  altText: string;
  baseSize: { width: number; height: number };
  actions: ImagemapAction[];
}

export interface CardImage {
  type: 'image';
  url: string;
  size: 'full';
  aspectMode: 'cover';
  aspectRatio: '1:1';
  gravity: 'top';
}

export interface CardLabelText {
  type: 'text';
  text: string;
  color: string;
  align: 'center';
  size: string;
  weight: 'bold';
  wrap: boolean;
}

export interface CardUriAction {
  type: 'uri';
  label: string;
  uri: string;
}

/** The rounded label box near the bottom of a card, present only when the card has an action. */
export interface CardLabelBox {
  type: 'box';
  layout: 'vertical';
  contents: [CardLabelText];
  action: CardUriAction;
  position: 'absolute';
  offsetBottom: string;
  offsetStart: string;
  offsetEnd: string;
  backgroundColor: string;
  cornerRadius: string;
  paddingAll: string;
}

export interface CardBubble {
  type: 'bubble';
  body: {
    type: 'box';
    layout: 'vertical';
    hasAction: boolean;
    paddingAll: '0px';
    contents: [CardImage] | [CardImage, CardLabelBox];
  };
}

export interface CarouselMessage {
  type: 'carousel';
  contents: CardBubble[];
}

export interface VideoMessage {
  type: 'video';
  originalContentUrl: string;
  previewImageUrl: string;
}

/** Any other LINE message object, kept as the staff member wrote it. */
export interface CustomMessage {
  type: string;
  [field: string]: unknown;
}

export type ComposerMessage =
  TextMessage | ImagemapMessage | CarouselMessage | VideoMessage | CustomMessage;

/** What each format's editor holds: the message itself, or the raw JSON text for custom messages. */
export interface FormatData {
  text: TextMessage;
  imagemap: ImagemapMessage;
  carousel: CarouselMessage;
  video: VideoMessage;
  custom: string;
}

export type DraftOf<F extends MessageFormat> = { format: F; data: FormatData[F] };

/** One message being edited, tagged with the editor that owns it. */
export type MessageDraft = { [F in MessageFormat]: DraftOf<F> }[MessageFormat];

/** A rule broken by one field of one message; `path` uses Yup's notation (`actions[0].linkUri`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A rule broken somewhere in the list, ready to show: `text` names the format and the 1-based position. */
export interface ComposerIssue {
  /** 0-based index of the message, or null when the issue is about the list itself. */
  index: number | null;
  format: MessageFormat | null;
  path: string;
  message: string;
  text: string;
}
