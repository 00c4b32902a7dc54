DROP TABLE webhook_inbox;
