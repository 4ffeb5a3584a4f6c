import {
  Kind,
  Type,
  TypeRegistry,
  type TInteger,
  type TObject,
  type TOptional,
  type TPartial,
  type TProperties,
  type TString,
  type TUnsafe,
} from '@sinclair/typebox';

/**
 * The list request of every area (architecture §5): `POST /api/<area>/list` with
 * `{ page, pageSize, search?, sort?, filters? }`, answered `{ message: 'SUCCESS', data, total }`.
 */
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_SEARCH_MAX_LENGTH = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/** What a list screen sends; `filters` holds only the keys the area declares. */
export interface ListQuery<Field extends string, Filters extends object = Record<never, never>> {
  page: number;
  pageSize: number;
  search?: string;
  sort?: ListSort<Field>;
  filters?: Partial<Filters>;
}

/** The answer of a list: one page of rows and how many rows match in all. */
export interface ListAnswer<T> {
  message: 'SUCCESS';
  data: T[];
  total: number;
}

const STRING_ENUM = 'StringEnum';

/**
 * One of `values`: a JSON-schema `enum`, so that a validator names an unknown value at its own
 * path (a union of literals fails as a whole). Registered with TypeBox on first use so that
 * `Value.Check` knows the kind too.
 */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  if (!TypeRegistry.Has(STRING_ENUM)) {
    TypeRegistry.Set<{ enum: readonly unknown[] }>(STRING_ENUM, (schema, value) =>
      schema.enum.includes(value),
    );
  }
  return Type.Unsafe<Values[number]>({ [Kind]: STRING_ENUM, type: 'string', enum: [...values] });
}

export interface ListQueryDeclaration<
  Fields extends readonly [string, ...string[]],
  Filters extends TProperties,
> {
  /** The columns a list may be sorted by. */
  sort: Fields;
  /** The filters of the area, each with its schema; any other key is refused. */
  filters?: Filters;
}

export type ListQuerySchema<
  Fields extends readonly [string, ...string[]],
  Filters extends TProperties,
> = TObject<{
  page: TInteger;
  pageSize: TInteger;
  search: TOptional<TString>;
  sort: TOptional<TObject<{ field: TUnsafe<Fields[number]>; direction: TUnsafe<SortDirection> }>>;
  filters: TOptional<TPartial<TObject<Filters>>>;
}>;

/**
 * The TypeBox schema of an area's list request. Sort fields and filter keys are declared here,
 * so an unknown one fails validation (400 at `/sort/field` or `/filters/<key>`) rather than
 * reaching the database. Unknown filters are refused by an `additionalProperties` schema, not
 * `false`: a validator that strips unknown properties must still see them.
 */
export function listQuerySchema<
  const Fields extends readonly [string, ...string[]],
  Filters extends TProperties = Record<never, never>,
>(declared: ListQueryDeclaration<Fields, Filters>): ListQuerySchema<Fields, Filters> {
  return Type.Object(
    {
      page: Type.Integer({ minimum: 1, default: 1 }),
      pageSize: Type.Integer({
        minimum: 1,
        maximum: LIST_PAGE_SIZE_MAX,
        default: LIST_PAGE_SIZE_DEFAULT,
      }),
      search: Type.Optional(Type.String({ maxLength: LIST_SEARCH_MAX_LENGTH })),
      sort: Type.Optional(
        Type.Object(
          { field: oneOf(declared.sort), direction: oneOf(SORT_DIRECTIONS) },
          { additionalProperties: false },
        ),
      ),
      filters: Type.Optional(
        Type.Partial(
          Type.Object(declared.filters ?? ({} as Filters), { additionalProperties: Type.Never() }),
        ),
      ),
    },
    { additionalProperties: false },
  );
}
