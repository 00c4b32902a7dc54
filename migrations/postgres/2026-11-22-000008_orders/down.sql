DROP TABLE compliance_requests;
DROP TABLE order_refunds;
DROP TABLE order_lines;
DROP TABLE orders;
