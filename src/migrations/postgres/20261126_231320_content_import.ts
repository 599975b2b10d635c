import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "named_pages" ADD COLUMN "salesforce_managed_content_id" varchar;
  ALTER TABLE "named_pages" ADD COLUMN "salesforce_url_name" varchar;
  ALTER TABLE "named_pages" ADD COLUMN "salesforce_import_fingerprint" varchar;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_salesforce_managed_content_id" varchar;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_salesforce_url_name" varchar;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_salesforce_import_fingerprint" varchar;
  ALTER TABLE "carousel_items" ADD COLUMN "salesforce_managed_content_id" varchar;
  ALTER TABLE "carousel_items" ADD COLUMN "salesforce_url_name" varchar;
  ALTER TABLE "carousel_items" ADD COLUMN "salesforce_import_fingerprint" varchar;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_salesforce_managed_content_id" varchar;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_salesforce_url_name" varchar;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_salesforce_import_fingerprint" varchar;
  ALTER TABLE "announcements" ADD COLUMN "salesforce_managed_content_id" varchar;
  ALTER TABLE "announcements" ADD COLUMN "salesforce_url_name" varchar;
  ALTER TABLE "announcements" ADD COLUMN "salesforce_import_fingerprint" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_salesforce_managed_content_id" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_salesforce_url_name" varchar;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_salesforce_import_fingerprint" varchar;
  ALTER TABLE "media" ADD COLUMN "salesforce_managed_content_id" varchar;
  ALTER TABLE "media" ADD COLUMN "salesforce_url_name" varchar;
  ALTER TABLE "media" ADD COLUMN "salesforce_import_fingerprint" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_salesforce_managed_content_id" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_salesforce_url_name" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_salesforce_import_fingerprint" varchar;
  CREATE INDEX "named_pages_salesforce_salesforce_managed_content_id_idx" ON "named_pages" USING btree ("salesforce_managed_content_id");
  CREATE INDEX "_named_pages_v_version_salesforce_version_salesforce_man_idx" ON "_named_pages_v" USING btree ("version_salesforce_managed_content_id");
  CREATE INDEX "carousel_items_salesforce_salesforce_managed_content_id_idx" ON "carousel_items" USING btree ("salesforce_managed_content_id");
  CREATE INDEX "_carousel_items_v_version_salesforce_version_salesforce__idx" ON "_carousel_items_v" USING btree ("version_salesforce_managed_content_id");
  CREATE INDEX "announcements_salesforce_salesforce_managed_content_id_idx" ON "announcements" USING btree ("salesforce_managed_content_id");
  CREATE INDEX "_announcements_v_version_salesforce_version_salesforce_m_idx" ON "_announcements_v" USING btree ("version_salesforce_managed_content_id");
  CREATE INDEX "media_salesforce_salesforce_managed_content_id_idx" ON "media" USING btree ("salesforce_managed_content_id");
  CREATE INDEX "_media_v_version_salesforce_version_salesforce_managed_c_idx" ON "_media_v" USING btree ("version_salesforce_managed_content_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "named_pages_salesforce_salesforce_managed_content_id_idx";
  DROP INDEX "_named_pages_v_version_salesforce_version_salesforce_man_idx";
  DROP INDEX "carousel_items_salesforce_salesforce_managed_content_id_idx";
  DROP INDEX "_carousel_items_v_version_salesforce_version_salesforce__idx";
  DROP INDEX "announcements_salesforce_salesforce_managed_content_id_idx";
  DROP INDEX "_announcements_v_version_salesforce_version_salesforce_m_idx";
  DROP INDEX "media_salesforce_salesforce_managed_content_id_idx";
  DROP INDEX "_media_v_version_salesforce_version_salesforce_managed_c_idx";
  ALTER TABLE "named_pages" DROP COLUMN "salesforce_managed_content_id";
  ALTER TABLE "named_pages" DROP COLUMN "salesforce_url_name";
  ALTER TABLE "named_pages" DROP COLUMN "salesforce_import_fingerprint";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_salesforce_managed_content_id";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_salesforce_url_name";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_salesforce_import_fingerprint";
  ALTER TABLE "carousel_items" DROP COLUMN "salesforce_managed_content_id";
  ALTER TABLE "carousel_items" DROP COLUMN "salesforce_url_name";
  ALTER TABLE "carousel_items" DROP COLUMN "salesforce_import_fingerprint";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_salesforce_managed_content_id";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_salesforce_url_name";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_salesforce_import_fingerprint";
  ALTER TABLE "announcements" DROP COLUMN "salesforce_managed_content_id";
  ALTER TABLE "announcements" DROP COLUMN "salesforce_url_name";
  ALTER TABLE "announcements" DROP COLUMN "salesforce_import_fingerprint";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_salesforce_managed_content_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_salesforce_url_name";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_salesforce_import_fingerprint";
  ALTER TABLE "media" DROP COLUMN "salesforce_managed_content_id";
  ALTER TABLE "media" DROP COLUMN "salesforce_url_name";
  ALTER TABLE "media" DROP COLUMN "salesforce_import_fingerprint";
  ALTER TABLE "_media_v" DROP COLUMN "version_salesforce_managed_content_id";
  ALTER TABLE "_media_v" DROP COLUMN "version_salesforce_url_name";
  ALTER TABLE "_media_v" DROP COLUMN "version_salesforce_import_fingerprint";`)
}
