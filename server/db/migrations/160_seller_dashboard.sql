-- The seller dashboard's stats over 30 and 90 days (issue 33 part 1, /selling): views per item and UTC day, so a
-- window's views can be counted (items.views_count is a lifetime total and stays the item page's figure). Each
-- counted view of the item page adds 1 to its day's row in the same statement that moves items.views_count
-- (server/item-page/item-views.ts); server/seller-dashboard/seller-dashboard.ts sums a window's days.
CREATE TABLE item_view_days (
  item_id integer NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (item_id, day)
);

-- A seller's sales in a window (the dashboard's stats and recent sales) without reading every order line.
CREATE INDEX order_items_seller_idx ON order_items (seller_id, order_id);
