DROP TABLE billing_subscriptions;
DROP TABLE sandbox_app_subscriptions;
