"""The site's mail: confirmations, job alerts and newsletter issues (issue 39).

compose.py writes each message, delivery.py queues it in the outbox table and sends it
(transport.py: SMTP, or .eml files when no server is set), tokens.py signs the links in it,
alerts.py finds each saved search's new posts, and __main__.py is the command line.
"""
