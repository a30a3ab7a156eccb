#!/bin/sh
# Starts Debian's Chromium ($BRAMBLE_CHROMIUM, set by chromium.ts beside this file) with every
# --disable-features switch it is given merged into one.
# Chromium keeps only the last of several, and Playwright passes its own list: a second switch
# of ours would silently switch Playwright's features back on.
features=
for arg do
  shift
  case $arg in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${BRAMBLE_CHROMIUM:?set by src/config/chromium.ts}" ${features:+"--disable-features=$features"} "$@"
