-- Decision 119: a prescriber's own regulator and number. Every prescriber so far is a pharmacist
-- on the GPhC's register (decision 117), whose number is their GPhC number.
ALTER TABLE "employees" DROP CONSTRAINT "employees_gphc_check";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_superintendent_check";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "prescriber_regulator" varchar(4);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "prescriber_number" varchar(20);--> statement-breakpoint
UPDATE "employees" SET "prescriber_regulator" = 'GPhC' WHERE "role" <> 'staff';--> statement-breakpoint
-- Decisions and prescriptions keep the number they were signed with, under the name every
-- register's number now has, with its regulator (ALTER fires no row trigger: their rows stay as written).
ALTER TABLE "prescribing_decisions" RENAME COLUMN "prescriber_gphc" TO "prescriber_number";--> statement-breakpoint
ALTER TABLE "prescribing_decisions" ALTER COLUMN "prescriber_number" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "prescribing_decisions" ADD COLUMN "prescriber_regulator" varchar(4) NOT NULL DEFAULT 'GPhC';--> statement-breakpoint
ALTER TABLE "prescribing_decisions" ALTER COLUMN "prescriber_regulator" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "prescriptions" RENAME COLUMN "prescriber_gphc" TO "prescriber_number";--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "prescriber_number" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescriber_regulator" varchar(4) NOT NULL DEFAULT 'GPhC';--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "prescriber_regulator" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_prescriber_check" CHECK (CASE WHEN "employees"."role" = 'staff' THEN "employees"."prescriber_regulator" IS NULL AND "employees"."prescriber_number" IS NULL
        WHEN "employees"."prescriber_regulator" = 'GPhC' THEN "employees"."registration" = 'pharmacist' AND "employees"."prescriber_number" IS NULL
        ELSE "employees"."prescriber_regulator" IN ('NMC', 'HCPC', 'GMC') AND "employees"."prescriber_number" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_superintendent_check" CHECK ("employees"."role" <> 'superintendent' OR ("employees"."registration" = 'pharmacist' AND "employees"."prescriber_regulator" = 'GPhC'));