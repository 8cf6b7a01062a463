"""The back end: newsletter subscriptions and accounts, on a hosted Supabase project when
one is configured (agency_site.settings) and on the embedded database otherwise."""
