import { createContext } from 'react';

/** A tracking link as the composer's link fields offer it. */
export interface TrackingLinkChoice {
  name: string;
  /** What the link field gets: the public short link that counts clicks. */
  shortUrl: string;
  /** Where the short link leads. */
  targetUrl: string;
}

/** A tracking link to create from the picker. */
export interface NewTrackingLink {
  name: string;
  targetUrl: string;
}

/** A field of the picker's new-link form that a refusal may concern. */
export type NewTrackingLinkField = keyof NewTrackingLink;

/**
 * A new link refused with a reason staff should read (a name already taken): `message` is Thai,
 * `field` the form field it concerns, null for the link as a whole.
 */
export class TrackingLinkRefusal extends Error {
  readonly field: NewTrackingLinkField | null;

  constructor(message: string, field: NewTrackingLinkField | null = null) {
    super(message);
    this.name = 'TrackingLinkRefusal';
    this.field = field;
  }
}

/**
 * What the host gives the composer's link fields: the unit's tracking links, searched, created
 * and recognised. The composer never calls the API itself; without a provider its link fields
 * offer no tracking link.
 */
export interface TrackingLinkPicker {
  /** The unit's enabled links whose name, short link or destination holds `text`. */
  search: (text: string, signal?: AbortSignal) => Promise<TrackingLinkChoice[]>;
  /**
   * A new link of the unit, answered as created. Rejects with a `TrackingLinkRefusal` for a
   * reason staff should read, anything else for a failure.
   */
  create: (link: NewTrackingLink) => Promise<TrackingLinkChoice>;
  /** The tracking link whose short link `url` is, or null when it is none of the unit's. */
  find: (url: string, signal?: AbortSignal) => Promise<TrackingLinkChoice | null>;
}

/** Supplies the tracking links to every link field of the composer below it. */
export const TrackingLinkPickerContext = createContext<TrackingLinkPicker | null>(null);
TrackingLinkPickerContext.displayName = 'TrackingLinkPickerContext';
