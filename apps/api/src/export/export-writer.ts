import type { ExportValue } from './export-column';

/** A file being written into the answer's body, one row at a time. */
export interface ExportWriter {
  /** Writes one row's cells, in column order. */
  row(values: readonly ExportValue[]): void;
  /**
   * Resolves once the file holds no more than a bounded amount of bytes the client has not taken
   * yet, so that a slow client slows the reading of rows instead of filling memory. Rejects
   * (AbortError) when `signal` aborts.
   */
  ready(signal: AbortSignal): Promise<void>;
  /** Writes the end of the file and ends the body. Rejects (AbortError) when `signal` aborts. */
  end(signal: AbortSignal): Promise<void>;
}
