import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import {
  TrackingLinkPickerContext,
  TrackingLinkRefusal,
  type NewTrackingLink,
  type TrackingLinkChoice,
  type TrackingLinkPicker,
} from '../tracking-link/tracking-link-picker';

/** The short links of the stories' unit. */
export const SHORT_LINK_BASE = 'https://hbc.example/t/';

/** The unit's enabled tracking links in the stories, newest first. */
export const SAMPLE_TRACKING_LINKS: readonly TrackingLinkChoice[] = [
  {
    name: 'นัดฉีดวัคซีนไข้หวัดใหญ่',
    shortUrl: `${SHORT_LINK_BASE}Vx7kQ2mP9a`,
    targetUrl: 'https://hospital.example/vaccine/flu',
  },
  {
    name: 'ตรวจคัดกรองเบาหวาน',
    shortUrl: `${SHORT_LINK_BASE}Db4nR8sT1c`,
    targetUrl: 'https://hospital.example/screening/diabetes',
  },
  {
    name: 'แบบประเมินความพึงพอใจ',
    shortUrl: `${SHORT_LINK_BASE}Sv2wL6yH3e`,
    targetUrl: 'https://forms.example/satisfaction',
  },
];

/** A name the memory picker refuses, as the API refuses one already taken. */
export const TAKEN_NAME = 'ลิงก์ที่มีอยู่แล้ว';
export const TAKEN_MESSAGE = 'มีลิงก์ติดตามชื่อนี้ในหน่วยบริการแล้ว';

export interface MemoryTrackingLinks extends TrackingLinkPicker {
  /** Every search asked for, oldest first. */
  searches: string[];
  /** Every link created, oldest first. */
  created: NewTrackingLink[];
}

export interface MemoryTrackingLinkOptions {
  links?: readonly TrackingLinkChoice[];
  /** Every search fails, as a dropped connection. */
  failing?: boolean;
}

/** Tracking links held in memory: searched by name, short link or destination; created at once. */
export function createMemoryTrackingLinks({
  links = SAMPLE_TRACKING_LINKS,
  failing = false,
}: MemoryTrackingLinkOptions = {}): MemoryTrackingLinks {
  let stored = [...links];
  let next = 1;
  const searches: string[] = [];
  const created: NewTrackingLink[] = [];
  return {
    searches,
    created,
    search: (text) => {
      searches.push(text);
      if (failing) return Promise.reject(new Error('Network Error'));
      return Promise.resolve(
        stored.filter((link) =>
          [link.name, link.shortUrl, link.targetUrl].some((field) => field.includes(text)),
        ),
      );
    },
    create: (link) => {
      if (link.name === TAKEN_NAME) {
        return Promise.reject(new TrackingLinkRefusal(TAKEN_MESSAGE, 'name'));
      }
      created.push(link);
      const choice = {
        ...link,
        shortUrl: `${SHORT_LINK_BASE}New${String(next++).padStart(7, '0')}`,
      };
      stored = [choice, ...stored];
      return Promise.resolve(choice);
    },
    find: (url) => Promise.resolve(stored.find((link) => link.shortUrl === url) ?? null),
  };
}

/** The memory picker the latest story showing made: specs read what was searched and created. */
export const shownTrackingLinks: { current: MemoryTrackingLinks | null } = { current: null };

function MemoryTrackingLinksProvider({
  options,
  children,
}: {
  options: MemoryTrackingLinkOptions;
  children: ReactNode;
}) {
  const [picker] = useState(() => {
    const made = createMemoryTrackingLinks(options);
    shownTrackingLinks.current = made;
    return made;
  });
  return (
    <TrackingLinkPickerContext.Provider value={picker}>
      {children}
    </TrackingLinkPickerContext.Provider>
  );
}

/** Story decorator: the link fields inside offer the memory picker's tracking links. */
export function withTrackingLinks(options: MemoryTrackingLinkOptions = {}): Decorator {
  return (Story) => (
    <MemoryTrackingLinksProvider options={options}>
      <Story />
    </MemoryTrackingLinksProvider>
  );
}
