import assert from 'node:assert/strict';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { writeSheet } from '../../src/core/exports/writers';

/**
 * An export whose destination fails (an export job's file that cannot be written, a reader gone) ends with that
 * failure. The Excel writer pipes its zip into the destination, and a failed destination undoes the pipe: the writer
 * then waited for an end that never came, and the export job with it, and so the closing of the API that waits for
 * its jobs.
 */

/** Destinations that fail: a file in a folder removed meanwhile, and one whose every write fails. */
const FAILING: Record<string, { open: () => Writable; error: RegExp }> = {
  'a file that cannot be opened': {
    open: () => createWriteStream(join(tmpdir(), `no-such-folder-${process.pid}`, 'export.partial')),
    error: /ENOENT/,
  },
  'a destination whose writes fail': {
    open: () =>
      new Writable({
        write(_chunk, _encoding, callback) {
          callback(new Error('no space left on the device'));
        },
      }),
    error: /no space left on the device/,
  },
};

/** Rejects after `ms`, so that a writer that waits for ever fails the test rather than holding the run. */
function stillWaitingAfter(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms).unref());
}

for (const format of ['csv', 'xlsx'] as const) {
  for (const [destination, { open, error }] of Object.entries(FAILING)) {
    test(`a ${format} export into ${destination} ends with the failure, and its rows' query with it`, async () => {
      let started = false;
      let ended = false;
      async function* batches() {
        started = true;
        try {
          for (let i = 0; i < 200; i++) yield [[`row ${i}`, i]];
        } finally {
          ended = true;
        }
      }
      await assert.rejects(
        Promise.race([writeSheet(format, { header: ['name', 'n'], batches: batches() }, open()), stillWaitingAfter(10_000)]),
        error,
      );
      assert.ok(!started || ended, 'the rows were left being read');
    });
  }
}
