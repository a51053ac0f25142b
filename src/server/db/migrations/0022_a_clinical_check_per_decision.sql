-- Decision 115: a correction voids the clinical check of the decision it supersedes, and the next
-- clinical check checks the new decision: one clinical check per decision, one accuracy check per order.
DROP INDEX "dispensing_steps_once_key";--> statement-breakpoint
CREATE UNIQUE INDEX "dispensing_steps_check_once_key" ON "dispensing_steps" USING btree ("order_id","decision_id") WHERE "dispensing_steps"."step" = 'clinical_check';--> statement-breakpoint
CREATE UNIQUE INDEX "dispensing_steps_once_key" ON "dispensing_steps" USING btree ("order_id","step") WHERE "dispensing_steps"."step" = 'accuracy_check';