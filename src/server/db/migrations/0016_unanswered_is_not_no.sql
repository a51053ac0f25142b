ALTER TABLE "patient_history" ALTER COLUMN "is_diabetic" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "is_diabetic" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "is_pregnant_or_breastfeeding_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "is_pregnant_or_breastfeeding_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "taking_other_weight_loss_medication_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "taking_other_weight_loss_medication_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_pancreatitis_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_pancreatitis_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_heart_condition_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_heart_condition_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_gallstones_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_gallstones_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "has_eating_disorder_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "has_eating_disorder_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "has_liver_or_kidney_issues_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "has_liver_or_kidney_issues_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_ibs_or_bowel_disease_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "history_of_ibs_or_bowel_disease_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "tried_other_weight_loss_product_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "tried_other_weight_loss_product_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "have_other_medical_conditions_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "have_other_medical_conditions_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "taking_other_medications_details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_history" ALTER COLUMN "taking_other_medications_details" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_history" ADD COLUMN "safety_measured_at" timestamp with time zone;