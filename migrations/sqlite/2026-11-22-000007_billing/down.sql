DROP TABLE billing_subscriptions;
