-- The reports compute today (and any day not rolled up) from the records of that day (api/src/modules/reports/metrics.ts),
-- on every request: each kind of record is read by the moment its figure counts on. Users, the ledger, fund
-- management, futures orders by their order date and perpetual positions by their closing date have an index on that
-- moment already; these three did not, so a report read every deposit, every withdrawal and every futures order
-- (bench/report.md, Reports: 1.2 s for the platform's daily report over a year at 1,000,000 orders, of which 0.6 s
-- were these scans). Each index holds only the records a figure counts (the conditions of metrics.ts), so it stays
-- small and a write of another status does not touch it.
create index deposits_report_day_idx on deposits (review_date) where status = 1 and deleted_date is null;
create index withdrawals_report_day_idx on withdrawals (review_date) where status = 1 and deleted_date is null;
create index futures_orders_report_settle_idx on futures_orders (settle_date) where fund_type = 1 and status = 'settled';
