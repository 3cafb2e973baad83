-- The review history of deposits and withdrawals: one row for each thing done to a record (recorded by an
-- operator, reviewed, edited, fixed, sent to automatic payout, settled by the provider, deleted), written in
-- the transaction of the action itself, never updated or deleted. The detail drawer lists a record's rows.
--
-- withdrawal_approvals stays what it is: the four-eyes state (one approval per admin, withdrawn again when a
-- provider refuses a payout). An approval is also an event here, so the history keeps it even then.
--
-- action (`RECORD_HISTORY_ACTIONS` in shared/contracts): created, approved, firstApproval, rejected,
-- remarkEdited, reportAmountFixed, convertAmountFixed, payoutSubmitted, payoutConfirmed, payoutFailed,
-- payoutRefused, deleted. admin_id and admin_account are null when the payout provider reported the outcome.
-- changes: the values an edit or fix changed, `[{"field": "reportAmount", "from": "100", "to": "99.5"}]`.
create table finance_record_history (
  id             bigserial primary key,
  record_kind    text not null check (record_kind in ('deposit', 'withdrawal')),
  record_id      bigint not null,
  action         text not null check (action in ('created', 'approved', 'firstApproval', 'rejected', 'remarkEdited',
                   'reportAmountFixed', 'convertAmountFixed', 'payoutSubmitted', 'payoutConfirmed', 'payoutFailed',
                   'payoutRefused', 'deleted')),
  admin_id       integer,
  admin_account  text,
  reason         text,
  remark         text,
  changes        jsonb not null default '[]'::jsonb,
  create_date    timestamptz not null default now()
);
create index finance_record_history_record_idx on finance_record_history (record_kind, record_id, create_date, id);

-- What the records already tell of their past, for the records made before this table: who recorded an
-- operator deposit, who reviewed, each approval, each automatic payout and its outcome, who deleted. Edits
-- left no trace, and a record keeps only its latest remark, so neither is reconstructed.
insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, create_date)
select 'deposit', d.id, 'created', (select a.id from admins a where a.account = d.operator order by a.id limit 1), d.operator, d.create_date
from deposits d where d.source = 2 and d.operator is not null;

insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, reason, create_date)
select 'deposit', d.id, case d.status when 1 then 'approved' else 'rejected' end, d.reviewer_id, d.reviewer, d.reason, d.review_date
from deposits d where d.status in (1, 2) and d.review_date is not null;

-- Approvals given by review (the approval of an automatic payout is its payout's submission, below): the last
-- approval of a withdrawal paid out by review approved it; any other was the first of two.
insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, remark, create_date)
select 'withdrawal', ap.withdrawal_id,
  case when w.status = 1 and w.withdrawal_type = 1
         and ap.id = (select max(l.id) from withdrawal_approvals l where l.withdrawal_id = ap.withdrawal_id) then 'approved'
       else 'firstApproval' end,
  ap.admin_id, ap.admin_account, ap.remark, ap.create_date
from withdrawal_approvals ap join withdrawals w on w.id = ap.withdrawal_id
where not exists (select 1 from payouts p where p.withdrawal_id = ap.withdrawal_id and p.submitted_by_id = ap.admin_id
                    and p.create_date = ap.create_date);

insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, reason, create_date)
select 'withdrawal', w.id, 'rejected', w.reviewer_id, w.reviewer, w.reason, w.review_date
from withdrawals w where w.status = 2 and w.withdrawal_type = 1 and w.review_date is not null;

insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, create_date)
select 'withdrawal', p.withdrawal_id, 'payoutSubmitted', p.submitted_by_id, p.submitted_by, p.create_date from payouts p;

insert into finance_record_history (record_kind, record_id, action, reason, create_date)
select 'withdrawal', p.withdrawal_id,
  case when p.status = 'confirmed' then 'payoutConfirmed'
       when p.failure_reason like 'refused at submission: %' then 'payoutRefused'
       else 'payoutFailed' end,
  case when p.status = 'failed' then regexp_replace(p.failure_reason, '^refused at submission: ', '') end,
  p.settle_date
from payouts p where p.status <> 'submitted' and p.settle_date is not null;

insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, create_date)
select 'deposit', d.id, 'deleted', (select a.id from admins a where a.account = d.deleted_by order by a.id limit 1), d.deleted_by, d.deleted_date
from deposits d where d.deleted_date is not null
union all
select 'withdrawal', w.id, 'deleted', (select a.id from admins a where a.account = w.deleted_by order by a.id limit 1), w.deleted_by, w.deleted_date
from withdrawals w where w.deleted_date is not null;
