-- Customer-service chat: one room per end user, its messages, the service settings, end users' online
-- state and who is typing. Changes are announced with NOTIFY on channel `chat_events` (see modules/chat).

-- A single row (id 1). service_type: 1 the console's own chat, 2 an external service at `url`
-- (options `chatServiceType`). message_limit: the most characters one message may have;
-- history_loading_limit: how many messages one page of a conversation loads.
create table customer_service_settings (
  id                     integer primary key default 1 check (id = 1),
  service_type           integer not null default 1 check (service_type in (1, 2)),
  url                    text,
  message_limit          integer not null default 2000 check (message_limit between 1 and 2000),
  history_loading_limit  integer not null default 30 check (history_loading_limit between 1 and 100),
  active                 integer not null default 1 check (active in (0, 1)),
  update_date            timestamptz not null default now(),
  check (service_type = 1 or url is not null)
);
insert into customer_service_settings (id) values (1);

create table chat_rooms (
  id             bigserial primary key,
  user_id        bigint not null unique references users (id),
  create_date    timestamptz not null,
  -- The time of the room's last message (its creation before any): the room list is ordered by it.
  last_activity  timestamptz not null
);
create index chat_rooms_last_activity on chat_rooms (last_activity desc, id desc);

-- sender_kind 'user': sender_id is users.id; 'staff': sender_id is admins.id.
-- read_by_staff / read_by_user: whether the other side has seen the message (a side's own messages are
-- read by it from the start).
create table chat_messages (
  id             bigserial primary key,
  room_id        bigint not null references chat_rooms (id),
  sender_kind    text not null check (sender_kind in ('user', 'staff')),
  sender_id      bigint not null,
  text           text check (char_length(text) <= 2000),
  image_url      text,
  image_name     text,
  create_date    timestamptz not null,
  read_by_staff  boolean not null default false,
  read_by_user   boolean not null default false,
  is_edited      boolean not null default false,
  check (text is not null or image_url is not null)
);
create index chat_messages_room on chat_messages (room_id, id);
create index chat_messages_unread_by_staff on chat_messages (room_id) where sender_kind = 'user' and not read_by_staff;

-- End users' online state as the client apps report it.
create table presence (
  user_id       bigint primary key references users (id),
  online        boolean not null default false,
  last_changed  timestamptz not null
);

-- A typing signal lasts until expires_at unless renewed; stopping deletes it. Kept in the database so
-- every API instance answers the same.
create table chat_typing (
  room_id     bigint not null references chat_rooms (id),
  party_kind  text not null check (party_kind in ('user', 'staff')),
  party_id    bigint not null,
  expires_at  timestamptz not null,
  primary key (room_id, party_kind, party_id)
);
