import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes' validators and serializers, built on first use (see `SchemaCompilers`). */
    schemaCompilers: SchemaCompilers;
  }
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** What Fastify hands a compiler for one part of one route (its body, its 200 answer, …). */
interface RouteSchemaDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
}

/** Ajv's validating function, as Fastify calls it (`errors` read after a refusal). */
type Validate = ((data: unknown, context?: object) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
type CompileValidator = (route: RouteSchemaDefinition) => Validate;
type BuildValidator = (externalSchemas: unknown, ajvOptions: unknown) => CompileValidator;

type Serialize = (data: unknown) => string;
type CompileSerializer = (route: RouteSchemaDefinition) => Serialize;
type BuildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => CompileSerializer;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route part's
 * function built on its first use instead of every route's at `ready()`.
 *
 * Why: building them all (767 functions: each route's params, query, headers and body, and each
 * status of its answers) was about a quarter of a starting API process's CPU, while a process
 * taken back by the load balancer after a restart serves a handful of routes at first; during a
 * rolling deploy that CPU is taken from the process serving everyone. A route's first request
 * pays for its part (a few milliseconds); a schema that cannot be built fails that request (500)
 * instead of the start-up, so `compileAll` (run by the API's spec) builds every one.
 *
 * Fastify lowercases the header names of a header schema for its default compiler only; with
 * these, `refuseCapitalHeaderNames` makes a route that names a header in capitals fail at start.
 */
export class SchemaCompilers {
  readonly #pending = new Set<() => void>();

  readonly compilersFactory: CompilersFactory;

  constructor() {
    // Fastify's declared types of these factories differ from what it calls them with (a route
    // definition, not a bare schema); the local types above are the calls' real shapes.
    const validators = ValidatorSelector() as unknown as BuildValidator;
    const serializers = SerializerSelector() as unknown as BuildSerializer;
    const buildValidator: BuildValidator = (externalSchemas, ajvOptions) => {
      const compile = validators(externalSchemas, ajvOptions);
      return (route) => this.#validatorOnFirstUse(() => compile(route), route);
    };
    const buildSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
      const compile = serializers(externalSchemas, serializerOptions);
      return (route) => this.#serializerOnFirstUse(() => compile(route), route);
    };
    this.compilersFactory = {
      buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'],
      buildSerializer: buildSerializer as unknown as CompilersFactory['buildSerializer'],
    };
  }

  /** Route parts whose function has not been built yet. */
  get pending(): number {
    return this.#pending.size;
  }

  /** Builds every function not built yet; throws the first failure, naming its route. */
  compileAll(): void {
    for (const build of [...this.#pending]) build();
  }

  #once<F>(compile: () => F, route: RouteSchemaDefinition): () => F {
    let built: F | undefined;
    const build = (): F => {
      if (built !== undefined) return built;
      try {
        built = compile();
      } catch (error) {
        const part = route.httpPart ?? `the ${route.httpStatus} answer`;
        throw new Error(`${route.method} ${route.url}: ${part}'s schema does not compile`, {
          cause: error,
        });
      }
      this.#pending.delete(build);
      return built;
    };
    this.#pending.add(build);
    return build;
  }

  #validatorOnFirstUse(compile: () => Validate, route: RouteSchemaDefinition): Validate {
    const build = this.#once(compile, route);
    const validate: Validate = (data, context) => {
      const built = build();
      const result = built.schemaEnv ? built(data, context) : built(data);
      validate.errors = built.errors;
      return result;
    };
    // Fastify hands a function with `schemaEnv` (Ajv's) the request as the checked value's parent,
    // so that Ajv can replace a coerced top-level value; the built function gets it when it is Ajv's.
    validate.schemaEnv = true;
    return validate;
  }

  #serializerOnFirstUse(compile: () => Serialize, route: RouteSchemaDefinition): Serialize {
    const build = this.#once(compile, route);
    return (data) => build()(data);
  }
}

/**
 * `onRoute` hook: a header schema names headers as Node gives them, in lowercase (Fastify passes
 * the schema unchanged to compilers that are not its default, so `Authorization` would never match).
 */
export function refuseCapitalHeaderNames(route: RouteOptions): void {
  const headers = route.schema?.headers as
    { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const names = [...Object.keys(headers?.properties ?? {}), ...(headers?.required ?? [])];
  const capital = names.find((name) => name !== name.toLowerCase());
  if (capital !== undefined) {
    throw new Error(`${String(route.method)} ${route.url}: header "${capital}" must be lowercase`);
  }
}
