import { MESSAGES } from '../constants';
import { childPath, type JsonObject } from '../json-path';
import type { FieldIssue } from '../types';

/**
 * How deep values may nest below a message before the walk stops and says so. LINE's real messages
 * stay far shallower (a 30 KB bubble holds a few dozen nested boxes at most); the cap keeps the
 * paths it builds short whatever is pasted.
 */
export const MAX_DEPTH = 100;

/** Where a value sits inside the message. */
export interface Place {
  /** Its path, the caller's base path in front (`json.contents.body`). */
  path: string;
  /** The object whose field holds it (for a list item: the object holding the list). */
  holder: JsonObject | undefined;
  /** How many objects and lists enclose it. */
  depth: number;
}

/** What a rule can do: report a broken rule, or have an object checked against its table. */
export interface Walk {
  report(path: string, message: string): void;
  /** Queues `object` to be checked against `table`: the walk keeps its own stack, never recursing. */
  enter(object: JsonObject, place: Place, table: ObjectTable): void;
}

/** A rule over one value: reports what it breaks; for an object, queues its table. */
export type Rule = (value: unknown, place: Place, walk: Walk) => void;

/** One LINE object: the rule of each property it may have, and the properties it needs. */
export interface ObjectTable {
  readonly properties: Readonly<Record<string, Rule>>;
  readonly required?: readonly string[];
  /** Rules over several properties at once (a limit that depends on another field, a size). */
  readonly refine?: (object: JsonObject, place: Place, walk: Walk) => void;
}

/** A required field is missing when absent, null or a blank text. */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

interface Task {
  object: JsonObject;
  place: Place;
  table: ObjectTable;
}

class TableWalk implements Walk {
  readonly issues: FieldIssue[] = [];
  /** Objects queued while the current one is checked, visited next in document order. */
  private queued: Task[] = [];

  report(path: string, message: string) {
    this.issues.push({ path, message });
  }

  enter(object: JsonObject, place: Place, table: ObjectTable) {
    if (place.depth > MAX_DEPTH) this.report(place.path, MESSAGES.tooDeep(MAX_DEPTH));
    else this.queued.push({ object, place, table });
  }

  run(root: Task) {
    const stack: Task[] = [root];
    for (let task = stack.pop(); task; task = stack.pop()) {
      this.queued = [];
      this.check(task);
      for (let i = this.queued.length - 1; i >= 0; i--) stack.push(this.queued[i] as Task);
    }
  }

  /** Missing fields (one issue naming them all), unknown fields, each field's rule, then `refine`. */
  private check({ object, place, table }: Task) {
    const missing = (table.required ?? []).filter((name) => !isPresent(object[name]));
    if (missing.length > 0)
      this.report(place.path, `${MESSAGES.jsonMissingFields}: ${missing.join(', ')}`);
    for (const [name, value] of Object.entries(object)) {
      if (value === undefined) continue; // never sent: JSON has no undefined
      const path = childPath(place.path, name);
      const rule = Object.hasOwn(table.properties, name) ? table.properties[name] : undefined;
      if (!rule) this.report(path, MESSAGES.unknownProperty(name));
      else if (!missing.includes(name))
        rule(value, { path, holder: object, depth: place.depth + 1 }, this);
    }
    table.refine?.(object, place, this);
  }
}

/** Every rule of `table` (and of the tables below it) that `object` breaks, with paths below `path`. */
export function tableIssues(object: JsonObject, table: ObjectTable, path: string): FieldIssue[] {
  const walk = new TableWalk();
  walk.run({ object, table, place: { path, holder: undefined, depth: 0 } });
  return walk.issues;
}
