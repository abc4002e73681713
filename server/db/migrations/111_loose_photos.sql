-- Loose photos (uploaded, never attached to an item) are deleted a day after their upload
-- (server/images/uploads.ts, deleteLoosePhotos). This index holds only them, by age, so the
-- cleanup finds them without reading the rows of every attached photo.
CREATE INDEX uploaded_images_loose_idx ON uploaded_images (created_at) WHERE item_id IS NULL;
