-- A batch's count row no longer locks its broadcast's row through a foreign key (every batch's end
-- took that lock while the fold updated the row, 200 times a second in a national send, and each
-- such pair became a multixact; see the column's comment in db/schema/broadcast.ts).
ALTER TABLE "broadcast_count_delta" DROP CONSTRAINT "broadcast_count_delta_broadcast_id_broadcast_id_fk";
