-- Decisions 090 and 092: what was checked, who went live and every backup are records, never
-- changed or removed (refuse_change() of migration 0004).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['go_live_events', 'backup_runs']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_change()', t || '_append_only', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()', t || '_no_truncate', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- Decision 093: an account's last sign-in, from the newest session it still has.
UPDATE "user" u SET last_sign_in_at = s.last
FROM (SELECT user_id, max(created_at) AS last FROM session GROUP BY user_id) s
WHERE s.user_id = u.id;
