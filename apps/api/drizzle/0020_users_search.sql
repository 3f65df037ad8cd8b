-- Usuarios: accent-insensitive search over name, last name and e-mail, through the index.
CREATE INDEX IF NOT EXISTS "users_search_idx" ON "users"
  USING gin (directory_fold("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);
