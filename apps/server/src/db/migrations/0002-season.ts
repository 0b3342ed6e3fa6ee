import { sql, type Kysely } from 'kysely';

// Season data: provinces, colleges, majors, rank tables, plans and admissions. Owned by src/season.
// Natural keys are unique indexes so the importer can upsert (re-import is idempotent).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('season_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('season_province')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('initial', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('reform', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('season_college')
    .addColumn('collegiate_id', 'serial', (c) => c.primaryKey())
    .addColumn('collegeName', 'text', (c) => c.notNull().unique())
    .addColumn('college_code', 'text')
    .addColumn('collegeProvince', 'text', (c) => c.notNull())
    .addColumn('collegeCity', 'text', (c) => c.notNull())
    .addColumn('collegeLevel', 'text', (c) => c.notNull())
    .addColumn('collegeNature', 'text', (c) => c.notNull())
    .addColumn('collegeType', 'text', (c) => c.notNull())
    .addColumn('collegeAdmin', 'text', (c) => c.notNull())
    .addColumn('info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createTable('season_major')
    .addColumn('mojor_id', 'serial', (c) => c.primaryKey())
    .addColumn('cengci', 'text', (c) => c.notNull())
    .addColumn('major_code', 'text', (c) => c.notNull())
    .addColumn('major_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('majors', 'text', (c) => c.notNull())
    .addColumn('info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('season_major_nk', ['cengci', 'major_code'])
    .execute();
  await db.schema
    .createTable('season_rank')
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('group_d', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('cumulative', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_rank_pk', ['province', 'year', 'group_d', 'score'])
    .execute();
  await db.schema
    .createTable('season_batch_line')
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('group_d', 'text', (c) => c.notNull())
    .addColumn('strong_basi', 'integer')
    .addColumn('undergraduate_line', 'integer')
    .addColumn('specialist_line', 'integer')
    .addPrimaryKeyConstraint('season_batch_line_pk', ['province', 'year', 'group_d'])
    .execute();
  await db.schema
    .createTable('season_unit')
    .addColumn('unit_id', 'serial', (c) => c.primaryKey())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('group_d', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('group_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('specialty_code', 'text', (c) => c.notNull())
    .addColumn('collegeName', 'text', (c) => c.notNull())
    .addColumn('specialty_title', 'text', (c) => c.notNull())
    .addColumn('the_second', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('major_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('planned_number', 'integer')
    .addColumn('schooling_length', 'integer')
    .addColumn('tuition_fee', 'integer')
    .addColumn('max_score', 'integer')
    .addColumn('min_score', 'integer')
    .addColumn('avg_score', 'real')
    .addColumn('min_rank', 'integer')
    .addColumn('admitted', 'integer')
    .addColumn('zhengji1', 'integer')
    .addColumn('zhengji2', 'integer')
    .addUniqueConstraint('season_unit_nk', ['province', 'year', 'batch', 'group_d', 'code', 'group_code', 'specialty_code'])
    .execute();
  await db.schema
    .createTable('season_content')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_content_pk', ['kind', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['season_content', 'season_unit', 'season_batch_line', 'season_rank', 'season_major', 'season_college', 'season_province', 'season_meta']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
