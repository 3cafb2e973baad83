import type { ExportType } from '@console/contracts/schemas/exports-batch';
import type { Db } from '../../db/database';
import type { Lang } from './batches';
import type { Cell } from './writers';

/** What an export writes: its header, how many rows it will have, and its rows in batches. */
export interface ExportSheet {
  header: string[];
  total: Promise<number>;
  batches: (total: number) => AsyncIterable<Cell[][]>;
}

/**
 * An export the export center can run as a job, declared by the area that owns its records (`Area.exports`):
 * the runner finds the kind of a queued job by its type and knows nothing else about it.
 */
export interface ExportKind {
  type: ExportType;
  sheet: (db: Db, filters: Record<string, unknown>, lang: Lang) => ExportSheet;
}
