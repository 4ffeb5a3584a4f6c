-- No statistics of a batch's recipients, in every month's table (the new months get the same from
-- db/monthly-partitions.ts): analysing the 10,000,000 user ids of a national send took a core for
-- seconds, several times during the send, and no plan is better for them (a citizen's deliveries
-- are found through the recipients' GIN index whatever they say).
ALTER TABLE "broadcast_batch" ALTER COLUMN "recipients" SET STATISTICS 0;
