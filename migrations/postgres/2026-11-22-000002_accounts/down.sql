DROP TABLE signup_requests;
DROP TABLE email_tokens;
