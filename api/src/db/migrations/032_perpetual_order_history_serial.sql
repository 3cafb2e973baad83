-- The perpetual order history's totals (a pair's, a direction's: a third to a half of the orders no longer open) are
-- counted from their indexes alone (029). PostgreSQL would count them with parallel workers, whose start costs more
-- than the count itself: at 1,000,000 history rows 35-40 ms median and 48-58 ms p95 in parallel against 18-25 ms
-- and 21-27 ms serially (bench/report.md, Perpetual). The list and its export read a page or a stream, never a
-- whole-table aggregate a second worker would help.
alter table perpetual_orders set (parallel_workers = 0);
