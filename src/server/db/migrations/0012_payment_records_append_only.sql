-- decisions 100 and 101: money received and given back is evidence, like the payments of
-- migration 0004: checkouts, refunds, their settlements and the provider's events are never
-- changed or removed (the retention erasure of migration 0008 excepted, through refuse_change).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payment_checkouts', 'refunds', 'refund_settlements', 'payment_events']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_change()', t || '_append_only', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()', t || '_no_truncate', t);
  END LOOP;
END
$$;
