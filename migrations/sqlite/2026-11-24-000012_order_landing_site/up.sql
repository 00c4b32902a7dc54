-- Where the shopper entered the store (the platform's landing_site, with its query string): a
-- short hands off with the click id in the URL, and this is how an order placed after it is
-- attributed.
ALTER TABLE orders ADD COLUMN landing_site TEXT;
