import { sql, type Kysely } from 'kysely';

// User data: accounts, sessions, plans, wish lists, settings, shell content. Owned by the server.
// Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept; mixed-case wire names are quoted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_user (
      memberuser_id serial PRIMARY KEY,
      phone text NOT NULL UNIQUE,
      username text NOT NULL,
      nickname text NOT NULL DEFAULT '',
      sex integer NOT NULL DEFAULT 0,
      password_hash text,
      role integer NOT NULL DEFAULT 1 CHECK (role IN (1, 2, 3)),
      "isZeng" integer NOT NULL DEFAULT 0,
      blance bigint NOT NULL DEFAULT 0 CHECK (blance >= 0),
      vip_expire_time timestamptz,
      openid text,
      vip_price integer NOT NULL DEFAULT 0,
      san_zhekou integer NOT NULL DEFAULT 10,
      liu_zhekou integer NOT NULL DEFAULT 10,
      daili_zhekou integer NOT NULL DEFAULT 10,
      is_sheng integer NOT NULL DEFAULT 0,
      "isFen" integer NOT NULL DEFAULT 0,
      code text NOT NULL UNIQUE,
      pid integer REFERENCES member_user (memberuser_id) ON DELETE SET NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX member_user_pid ON member_user (pid)`.execute(db);

  await sql`
    CREATE TABLE member_session (
      session_id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      create_time timestamptz NOT NULL DEFAULT now(),
      last_seen_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX member_session_user ON member_session (memberuser_id)`.execute(db);

  await sql`
    CREATE TABLE sms_code (
      sms_code_id serial PRIMARY KEY,
      verify_id text NOT NULL UNIQUE,
      phone text NOT NULL,
      purpose text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sms_code_phone ON sms_code (phone, purpose)`.execute(db);

  await sql`
    CREATE TABLE volunteer (
      volunteer_id serial PRIMARY KEY,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT '',
      title text NOT NULL DEFAULT '',
      sex integer NOT NULL DEFAULT 0,
      province text NOT NULL,
      batch text NOT NULL,
      score integer NOT NULL,
      paiming integer NOT NULL DEFAULT 0,
      zpaiming integer NOT NULL DEFAULT 0,
      xiangtong integer NOT NULL DEFAULT 0,
      subject text NOT NULL,
      group_d text NOT NULL DEFAULT '',
      "seniorHighSchool" text NOT NULL DEFAULT '',
      isgao integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX volunteer_user ON volunteer (memberuser_id)`.execute(db);

  await sql`
    CREATE TABLE volunteer_result (
      volunteer_result_id serial PRIMARY KEY,
      volunteer_id integer NOT NULL REFERENCES volunteer (volunteer_id) ON DELETE CASCADE,
      sort_id integer NOT NULL,
      code text NOT NULL,
      specialty_code text NOT NULL,
      "collegeName" text NOT NULL DEFAULT '',
      specialty_title text NOT NULL DEFAULT '',
      snapshot text NOT NULL DEFAULT '{}',
      ext text NOT NULL DEFAULT '{}',
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (volunteer_id, code, specialty_code)
    )`.execute(db);

  await sql`
    CREATE TABLE volunteer_screen (
      volunteer_id integer NOT NULL REFERENCES volunteer (volunteer_id) ON DELETE CASCADE,
      name text NOT NULL,
      value text NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (volunteer_id, name)
    )`.execute(db);

  await sql`
    CREATE TABLE infomation (
      infomation_id serial PRIMARY KEY,
      title text NOT NULL,
      source text NOT NULL DEFAULT '',
      imgurl text NOT NULL DEFAULT '',
      content text NOT NULL DEFAULT '',
      "isTuijian" integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 1,
      time timestamptz NOT NULL DEFAULT now(),
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX infomation_list ON infomation (status, time DESC)`.execute(db);

  await sql`
    CREATE TABLE videoseet (
      videoseet_id serial PRIMARY KEY,
      title text NOT NULL,
      imgurl text NOT NULL DEFAULT '',
      video_url text NOT NULL,
      status integer NOT NULL DEFAULT 1,
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE friend_url (
      friend_url_id serial PRIMARY KEY,
      title text NOT NULL,
      url text NOT NULL,
      status integer NOT NULL DEFAULT 1,
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE contant_user (
      contant_user_id serial PRIMARY KEY,
      ercode text NOT NULL,
      status integer NOT NULL DEFAULT 1,
      type integer NOT NULL,
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE adbot_detail (
      adbot_detail_id serial PRIMARY KEY,
      title text NOT NULL DEFAULT '',
      content text NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE config (
      name text PRIMARY KEY,
      value text NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'config',
    'adbot_detail',
    'contant_user',
    'friend_url',
    'videoseet',
    'infomation',
    'volunteer_screen',
    'volunteer_result',
    'volunteer',
    'sms_code',
    'member_session',
    'member_user',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(t)}`.execute(db);
  }
}
