import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "card_number" varchar;
  CREATE UNIQUE INDEX "users_card_number_idx" ON "users" USING btree ("card_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_card_number_idx";
  ALTER TABLE "users" DROP COLUMN "card_number";`)
}
