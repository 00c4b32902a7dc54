# Use the system simde headers (Debian libsimde-dev) instead of fetching them.
set(FETCHCONTENT_SOURCE_DIR_SIMDE /usr/include CACHE PATH "" FORCE)
