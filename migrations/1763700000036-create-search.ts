import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search (issue 24): one row per thing a user can find (`search_documents`), with its words as
 * a tsvector under a GIN index on (owner, words), kept current by statement triggers on the
 * tables it is made from; and each owner's vocabulary (`search_words`, with how many documents
 * use each word) for typo tolerance, kept by a trigger on the documents.
 *
 * Words are folded one way everywhere (search_fold: lower case, accents off with unaccent, and
 * each word also with its punctuation dropped, so "Z-Packs" is also "zpacks"); a document holds
 * them both as they are ('simple') and stemmed ('english'), so "tents" finds "Tent".
 */
export class CreateSearch1763700000036 implements MigrationInterface {
  name = 'CreateSearch1763700000036';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    // Trusted extensions since PostgreSQL 13: a database owner may create them. PGlite loads
    // their code when it opens (server/database/embedded-database.ts).
    for (const extension of ['unaccent', 'pg_trgm', 'btree_gin', 'fuzzystrmatch']) {
      await q(`CREATE EXTENSION IF NOT EXISTS "${extension}"`);
    }

    await q(`
      CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT folded || ' ' || regexp_replace(folded, '[^[:alnum:][:space:]]+', '', 'g')
        FROM (SELECT lower(unaccent(coalesce(value, ''))) AS folded) AS input
      $$`);
    await q(`ALTER FUNCTION search_fold(text) SET search_path FROM CURRENT`);

    // A query's words, folded as documents are, punctuation dropped ("Z-Packs" is "zpacks").
    await q(`
      CREATE FUNCTION search_query_words(value text) RETURNS text[]
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(word), '{}')
        FROM regexp_split_to_table(
          regexp_replace(lower(unaccent(coalesce(value, ''))), '[^[:alnum:][:space:]]+', '', 'g'),
          '[[:space:]]+') AS word
        WHERE word <> ''
      $$`);
    await q(`ALTER FUNCTION search_query_words(text) SET search_path FROM CURRENT`);

    await q(`
      CREATE FUNCTION search_vector(title text, names text, detail text) RETURNS tsvector
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('simple', t) || to_tsvector('english', t), 'A')
            || setweight(to_tsvector('simple', n) || to_tsvector('english', n), 'B')
            || setweight(to_tsvector('simple', d) || to_tsvector('english', d), 'C')
        FROM (SELECT search_fold(title) AS t, search_fold(names) AS n,
                     search_fold(detail) AS d) AS folded
      $$`);
    await q(`ALTER FUNCTION search_vector(text, text, text) SET search_path FROM CURRENT`);

    await q(`
      CREATE TABLE "search_documents" (
        "kind" text NOT NULL,
        "entity_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "title" text NOT NULL,
        "subtitle" text NOT NULL,
        "words" tsvector NOT NULL,
        "category_id" uuid,
        "weight_mg" bigint,
        "happened_on" date,
        "retired" boolean NOT NULL DEFAULT false,
        "changed_at" timestamptz NOT NULL,
        PRIMARY KEY ("kind", "entity_id"),
        CONSTRAINT "CHK_search_documents_kind"
          CHECK ("kind" IN ('gear', 'bundle', 'pack', 'trip', 'place', 'activity')),
        CONSTRAINT "FK_search_documents_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q(`CREATE INDEX "IDX_search_documents_words"
               ON "search_documents" USING gin ("owner_id", "words")`);
    await q(`CREATE INDEX "IDX_search_documents_owner"
               ON "search_documents" ("owner_id", "kind", "changed_at")`);

    await q(`
      CREATE TABLE "search_words" (
        "owner_id" uuid NOT NULL,
        "word" text NOT NULL,
        "uses" integer NOT NULL,
        PRIMARY KEY ("owner_id", "word"),
        CONSTRAINT "FK_search_words_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);

    // Each kind's documents, made from its rows. Activity categories are slugs ('trail-run').
    await q(`
      CREATE FUNCTION search_document_rows(wanted text, ids uuid[])
      RETURNS TABLE (
        kind text, entity_id uuid, owner_id uuid, title text, subtitle text, words tsvector,
        category_id uuid, weight_mg bigint, happened_on date, retired boolean,
        changed_at timestamptz
      )
      LANGUAGE sql STABLE AS $$
        SELECT 'gear', g.id, g.owner_id, g.name,
               concat_ws(' · ', nullif(g.brand, ''), c.name),
               search_vector(g.name, concat_ws(' ', g.brand, c.name), g.notes),
               g.category_id, g.weight_mg, NULL::date, g.retired, g.updated_at
        FROM gear_items g LEFT JOIN gear_categories c ON c.id = g.category_id
        WHERE wanted = 'gear' AND g.id = ANY (ids)
        UNION ALL
        SELECT 'bundle', b.id, b.owner_id, b.name, coalesce(c.name, ''),
               search_vector(b.name, c.name, b.description),
               b.category_id, NULL, NULL, false, b.updated_at
        FROM bundles b LEFT JOIN gear_categories c ON c.id = b.category_id
        WHERE wanted = 'bundle' AND b.id = ANY (ids)
        UNION ALL
        SELECT 'pack', p.id, p.owner_id, p.name, left(p.description, 200),
               search_vector(p.name, '', p.description),
               NULL, NULL, NULL, false, p.updated_at
        FROM packs p
        WHERE wanted = 'pack' AND p.id = ANY (ids) AND NOT p.importing
        UNION ALL
        SELECT 'trip', t.id, t.owner_id, t.name, left(t.description, 200),
               search_vector(t.name,
                 (SELECT string_agg(w.name, ' ') FROM trip_waypoints w WHERE w.trip_id = t.id),
                 concat_ws(' ', t.description, t.notes)),
               NULL, NULL, t.start_date, false, t.updated_at
        FROM trips t
        WHERE wanted = 'trip' AND t.id = ANY (ids)
        UNION ALL
        SELECT 'place', p.id, p.owner_id, p.name, left(p.note, 200),
               search_vector(p.name, '', p.note),
               NULL, NULL, NULL, false, p.updated_at
        FROM places p
        WHERE wanted = 'place' AND p.id = ANY (ids)
        UNION ALL
        SELECT 'activity', a.id, a.owner_id, a.name, replace(a.category, '-', ' '),
               search_vector(a.name, replace(a.category, '-', ' '), a.notes),
               NULL, NULL,
               (a.start_time AT TIME ZONE 'UTC'
                 + make_interval(mins => coalesce(a.utc_offset_minutes, 0)))::date,
               false, a.updated_at
        FROM activities a
        WHERE wanted = 'activity' AND a.id = ANY (ids)
      $$`);

    await q(`
      CREATE FUNCTION search_documents_write(wanted text, ids uuid[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO search_documents AS d
        SELECT * FROM search_document_rows(wanted, ids)
        ON CONFLICT ("kind", "entity_id") DO UPDATE SET
          "title" = excluded."title", "subtitle" = excluded."subtitle",
          "words" = excluded."words", "category_id" = excluded."category_id",
          "weight_mg" = excluded."weight_mg", "happened_on" = excluded."happened_on",
          "retired" = excluded."retired", "changed_at" = excluded."changed_at"
        -- Only when what is found or shown changed: every line edited stamps its pack's
        -- updated_at, and rewriting the document (and recounting its words) each time would
        -- put search's work on that path for nothing. changed_at is when the document last
        -- changed, which orders a search by filters alone.
        WHERE (d."title", d."subtitle", d."words", d."category_id", d."weight_mg",
               d."happened_on", d."retired")
          IS DISTINCT FROM
              (excluded."title", excluded."subtitle", excluded."words", excluded."category_id",
               excluded."weight_mg", excluded."happened_on", excluded."retired");
        -- A pack being imported is not findable until it is whole.
        DELETE FROM search_documents d
        WHERE wanted = 'pack' AND d.kind = 'pack' AND d.entity_id = ANY (ids)
          AND EXISTS (SELECT 1 FROM packs p WHERE p.id = d.entity_id AND p.importing);
      $$`);

    // The triggers: TG_ARGV[0] is the kind; the transition tables are named alike on each.
    await q(`
      CREATE FUNCTION search_documents_on_write() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_documents_write(TG_ARGV[0], ARRAY(SELECT id FROM written_rows));
        RETURN NULL;
      END $$`);
    await q(`
      CREATE FUNCTION search_documents_on_delete() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_documents d USING deleted_rows r
        WHERE d.kind = TG_ARGV[0] AND d.entity_id = r.id;
        RETURN NULL;
      END $$`);
    const tables: [table: string, kind: string][] = [
      ['gear_items', 'gear'],
      ['bundles', 'bundle'],
      ['packs', 'pack'],
      ['trips', 'trip'],
      ['places', 'place'],
      ['activities', 'activity'],
    ];
    for (const [table, kind] of tables) await this.documentTriggers(queryRunner, table, kind);

    // What other tables put into a document: waypoint names into their trip's, a category's
    // name into its items' and bundles'.
    await q(`
      CREATE FUNCTION search_documents_on_waypoints() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM search_documents_write('trip', ARRAY(SELECT DISTINCT trip_id FROM deleted_rows));
        ELSE
          PERFORM search_documents_write('trip', ARRAY(SELECT DISTINCT trip_id FROM written_rows));
        END IF;
        RETURN NULL;
      END $$`);
    for (const event of ['INSERT', 'UPDATE']) {
      await q(`CREATE TRIGGER "search_waypoints_${event.toLowerCase()}" AFTER ${event}
               ON "trip_waypoints" REFERENCING NEW TABLE AS written_rows
               FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_waypoints()`);
    }
    await q(`CREATE TRIGGER "search_waypoints_delete" AFTER DELETE
             ON "trip_waypoints" REFERENCING OLD TABLE AS deleted_rows
             FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_waypoints()`);
    await q(`
      CREATE FUNCTION search_documents_on_categories() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_documents_write('gear', ARRAY(
          SELECT g.id FROM gear_items g JOIN written_rows c ON c.id = g.category_id));
        PERFORM search_documents_write('bundle', ARRAY(
          SELECT b.id FROM bundles b JOIN written_rows c ON c.id = b.category_id));
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER "search_categories_update" AFTER UPDATE
             ON "gear_categories" REFERENCING NEW TABLE AS written_rows
             FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_categories()`);

    // The vocabulary: each word of the owner's documents with how many use it.
    await q(`
      CREATE FUNCTION search_words_count() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE search_words s SET uses = s.uses - counted.uses
          FROM (SELECT r.owner_id, word, count(*)::integer AS uses
                FROM deleted_rows r, unnest(tsvector_to_array(r.words)) AS word
                GROUP BY 1, 2) AS counted
          WHERE s.owner_id = counted.owner_id AND s.word = counted.word;
          DELETE FROM search_words s
          WHERE s.uses <= 0 AND s.owner_id IN (SELECT DISTINCT owner_id FROM deleted_rows);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO search_words AS s (owner_id, word, uses)
          SELECT r.owner_id, word, count(*)::integer
          FROM written_rows r, unnest(tsvector_to_array(r.words)) AS word
          GROUP BY 1, 2
          ON CONFLICT (owner_id, word) DO UPDATE SET uses = s.uses + excluded.uses;
        END IF;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER "search_words_insert" AFTER INSERT ON "search_documents"
             REFERENCING NEW TABLE AS written_rows
             FOR EACH STATEMENT EXECUTE FUNCTION search_words_count()`);
    await q(`CREATE TRIGGER "search_words_update" AFTER UPDATE ON "search_documents"
             REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS written_rows
             FOR EACH STATEMENT EXECUTE FUNCTION search_words_count()`);
    await q(`CREATE TRIGGER "search_words_delete" AFTER DELETE ON "search_documents"
             REFERENCING OLD TABLE AS deleted_rows
             FOR EACH STATEMENT EXECUTE FUNCTION search_words_count()`);

    // What is already there.
    for (const [table, kind] of tables) {
      await q(`SELECT search_documents_write('${kind}', ARRAY(SELECT id FROM "${table}"))`);
    }
  }

  private async documentTriggers(
    queryRunner: QueryRunner,
    table: string,
    kind: string,
  ): Promise<void> {
    for (const event of ['INSERT', 'UPDATE']) {
      await queryRunner.query(
        `CREATE TRIGGER "search_${table}_${event.toLowerCase()}" AFTER ${event} ON "${table}"
         REFERENCING NEW TABLE AS written_rows
         FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write('${kind}')`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER "search_${table}_delete" AFTER DELETE ON "${table}"
       REFERENCING OLD TABLE AS deleted_rows
       FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_delete('${kind}')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    for (const table of ['gear_items', 'bundles', 'packs', 'trips', 'places', 'activities']) {
      for (const event of ['insert', 'update', 'delete']) {
        await q(`DROP TRIGGER "search_${table}_${event}" ON "${table}"`);
      }
    }
    for (const event of ['insert', 'update', 'delete']) {
      await q(`DROP TRIGGER "search_waypoints_${event}" ON "trip_waypoints"`);
    }
    await q(`DROP TRIGGER "search_categories_update" ON "gear_categories"`);
    await q(`DROP TABLE "search_words"`);
    await q(`DROP TABLE "search_documents"`);
    for (const fn of [
      'search_words_count()',
      'search_documents_on_categories()',
      'search_documents_on_waypoints()',
      'search_documents_on_delete()',
      'search_documents_on_write()',
      'search_documents_write(text, uuid[])',
      'search_document_rows(text, uuid[])',
      'search_vector(text, text, text)',
      'search_query_words(text)',
      'search_fold(text)',
    ]) {
      await q(`DROP FUNCTION ${fn}`);
    }
  }
}
