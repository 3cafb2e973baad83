import { CoinSumsPanel } from '@console/ui';

/** A measure of a list's sums: its name and the summary line's field it reads. */
export interface SumMeasure<S> {
  label: string;
  value: (line: S) => string;
}

/**
 * The list kit's sums row of a list whose answer carries `summary` (a line per coin over every matching order, the
 * spec's amounts): folded, each coin's first measure and count; unfolded, every measure. A failed call shows none.
 */
export function OrderSums<S extends { code: string; count: number }>({
  list,
  measures,
  summary,
  loading,
  failed,
}: {
  list: string;
  measures: SumMeasure<S>[];
  summary: S[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <CoinSumsPanel
      list={list}
      measures={measures.map(({ label }) => ({ label }))}
      loading={loading}
      lines={
        failed && !summary
          ? []
          : summary?.map((line) => ({ code: line.code, count: line.count, values: measures.map((m) => m.value(line)) }))
      }
    />
  );
}
