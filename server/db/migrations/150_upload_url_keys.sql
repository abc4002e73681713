-- Issue 31 (low): uploads were served at /media/uploads/{id}/…, the sequential uploaded_images id, so anyone
-- could walk through every photo: loose ones not on a listing yet, drafts', avatars, covers and a dispute's
-- evidence. Each upload now has an unguessable key, and its URL names the key (server/README.md 'Security
-- model'): 32 random bytes from two gen_random_uuid() (core since PostgreSQL 13, and in PGlite; 244 of the
-- bits random) as base64url, 43 characters. Nothing else reads the key: callers still name their own uploads
-- by id.
CREATE FUNCTION upload_url_key() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'),
    'base64'), '+/', '-_'), '=')
$$;

-- Filled by an UPDATE rather than a volatile default on ADD COLUMN: the update keeps the stored photos' bytes
-- where they are (their TOAST pointers), where the default would rewrite the whole table.
ALTER TABLE uploaded_images ADD COLUMN url_key text;
UPDATE uploaded_images SET url_key = upload_url_key();
ALTER TABLE uploaded_images
  ALTER COLUMN url_key SET DEFAULT upload_url_key(),
  ALTER COLUMN url_key SET NOT NULL,
  ADD CONSTRAINT uploaded_images_url_key UNIQUE (url_key);

-- A dispute keeps its photos' URLs (disputes.photos); those written before name the id: they now name the key.
UPDATE disputes d SET photos = ARRAY(
  SELECT coalesce('/media/uploads/' || u.url_key || '/' || r.parts[2], t.url)
    FROM unnest(d.photos) WITH ORDINALITY AS t (url, n)
    CROSS JOIN LATERAL (SELECT regexp_match(t.url, '^/media/uploads/(\d+)/([^/]+)$') AS parts) r
    LEFT JOIN uploaded_images u ON u.id::text = r.parts[1]
   ORDER BY t.n)
 WHERE EXISTS (SELECT 1 FROM unnest(d.photos) AS p (url) WHERE p.url LIKE '/media/uploads/%');
