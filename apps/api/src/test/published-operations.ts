import type { App } from '../app';

/** One operation of the OpenAPI document, as the generic probes call it. */
export interface PublishedOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The documented path, parameters in braces: `/api/report/{id}`. */
  path: string;
  /** Names of its path parameters (`id`, `importId`, `*`). */
  pathParams: string[];
  /** Names of its query-string parameters. */
  queryParams: string[];
  /** Whether it takes a JSON body. */
  takesJson: boolean;
}

interface DocumentedOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, unknown> };
}

/** Every operation the app publishes (HEAD, which mirrors GET, left out). */
export function publishedOperations(app: App): PublishedOperation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => {
        const named = (place: string) =>
          (operation.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
        return {
          method: method.toUpperCase() as PublishedOperation['method'],
          path,
          pathParams: named('path'),
          queryParams: named('query'),
          takesJson: operation.requestBody?.content?.['application/json'] !== undefined,
        };
      }),
  );
}

/** A path with each parameter replaced: `values[name]`, else `fallback`. */
export function filledPath(
  path: string,
  values: Record<string, string>,
  fallback: (name: string) => string,
): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? fallback(name));
}
