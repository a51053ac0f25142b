-- Trigram indexes for the partial name/e-mail search of the admin patient list.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
