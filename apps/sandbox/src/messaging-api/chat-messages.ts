import { escapeHtml } from '../pages/html';
import { isObject, type JsonObject } from './checks/body-checker';
import { IMAGEMAP_BASE_WIDTH } from './checks/imagemap';

/** An href only for schemes a page may link to; anything else goes nowhere. */
function safeHref(value: unknown): string {
  if (typeof value !== 'string') return '#';
  return /^(https?|line|tel):/i.test(value) ? escapeHtml(value) : '#';
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function json(value: unknown): string {
  return `<pre class="json">${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

function bubble(type: string, inner: string, extraClass = ''): string {
  return `<div class="msg ${extraClass}" data-message-type="${escapeHtml(type)}">${inner}</div>`;
}

/** A text as LINE shows it: its http(s) URLs are links (less the punctuation or Thai text after them). */
function linkedText(value: string): string {
  return value
    .split(/(https?:\/\/[^\s<>"\u0080-\uffff]+?(?=[.,;:!?')]*(?:[\s<>"\u0080-\uffff]|$)))/)
    .map((part, index) =>
      index % 2 === 1
        ? `<a class="text-link" href="${safeHref(part)}">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

function text(message: JsonObject): string {
  return bubble('text', `<p class="text">${linkedText(str(message['text']))}</p>`);
}

function image(message: JsonObject): string {
  return bubble(
    'image',
    `<a href="${safeHref(message['originalContentUrl'])}"><img src="${safeHref(message['previewImageUrl'])}" alt="รูปภาพ" loading="lazy"></a>`,
    'media',
  );
}

function video(message: JsonObject): string {
  return bubble(
    'video',
    `<a class="video-cover" href="${safeHref(message['originalContentUrl'])}" aria-label="เล่นวิดีโอ"><img src="${safeHref(message['previewImageUrl'])}" alt="ภาพปกวิดีโอ" loading="lazy"><span class="play" aria-hidden="true">▶</span></a>`,
    'media',
  );
}

/** The imagemap's image as LINE's app fetches it (`baseUrl/1040`), and the links it holds. */
function imagemap(message: JsonObject): string {
  const base = str(message['baseUrl']);
  const actions = Array.isArray(message['actions']) ? message['actions'].filter(isObject) : [];
  const links = actions
    .filter((action) => action['type'] === 'uri')
    .map(
      (action) =>
        `<li><a href="${safeHref(action['linkUri'])}">${escapeHtml(str(action['label']) || str(action['linkUri']))}</a></li>`,
    )
    .join('');
  return bubble(
    'imagemap',
    `<img src="${safeHref(`${base}/${IMAGEMAP_BASE_WIDTH}`)}" alt="${escapeHtml(str(message['altText']))}" loading="lazy">${links ? `<ul class="links">${links}</ul>` : ''}`,
    'media',
  );
}

interface Card {
  imageUrl: string;
  label: string;
  uri: unknown;
}

/** The first component of a tree (a bubble's hero, body and footer, in that order) that `matches`. */
function findComponent(node: unknown, matches: (node: JsonObject) => boolean): JsonObject | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findComponent(child, matches);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(node)) return null;
  if (matches(node)) return node;
  for (const key of ['hero', 'body', 'contents', 'footer']) {
    const found = findComponent(node[key], matches);
    if (found) return found;
  }
  return null;
}

const isImage = (node: JsonObject) => node['type'] === 'image' && typeof node['url'] === 'string';
const hasUriAction = (node: JsonObject) =>
  isObject(node['action']) && node['action']['type'] === 'uri';

/**
 * A bubble that is a card: an image (its hero, or the first in its body) and a link action on a
 * button or on a box laid over the image (the console's card messages).
 */
function cardOf(bubbleJson: unknown): Card | null {
  if (!isObject(bubbleJson)) return null;
  const image = findComponent(bubbleJson, isImage);
  const linked = findComponent(bubbleJson, hasUriAction);
  const action = linked && isObject(linked['action']) ? linked['action'] : null;
  if (!image || !action) return null;
  return { imageUrl: str(image['url']), label: str(action['label']), uri: action['uri'] };
}

/** Cards side by side when every bubble is one; any other flex as its JSON. */
function flex(message: JsonObject): string {
  const contents = message['contents'];
  const bubbles = isObject(contents)
    ? contents['type'] === 'carousel' && Array.isArray(contents['contents'])
      ? contents['contents']
      : [contents]
    : [];
  const cards = bubbles.map(cardOf);
  if (cards.length === 0 || cards.some((card) => card === null)) {
    return bubble(
      'flex',
      `<p class="alt">${escapeHtml(str(message['altText']))}</p>${json(contents)}`,
      'wide',
    );
  }
  const html = (cards as Card[])
    .map(
      (card) =>
        `<figure class="flex-card"><img src="${safeHref(card.imageUrl)}" alt="" loading="lazy"><a class="card-button" href="${safeHref(card.uri)}">${escapeHtml(card.label)}</a></figure>`,
    )
    .join('');
  return bubble(
    'flex',
    `<div class="cards" aria-label="${escapeHtml(str(message['altText']))}">${html}</div>`,
    'carousel',
  );
}

function template(message: JsonObject): string {
  return bubble(
    'template',
    `<p class="alt">${escapeHtml(str(message['altText']))}</p>${json(message['template'])}`,
    'wide',
  );
}

const RENDERERS: Record<string, (message: JsonObject) => string> = {
  text,
  image,
  video,
  imagemap,
  flex,
  template,
};

/** One received message as the chat shows it; every value escaped. */
export function renderChatMessage(message: unknown): string {
  if (!isObject(message)) return bubble('unknown', json(message), 'wide');
  const type = str(message['type']);
  const render = Object.prototype.hasOwnProperty.call(RENDERERS, type)
    ? RENDERERS[type]
    : undefined;
  return render ? render(message) : bubble(type || 'unknown', json(message), 'wide');
}
