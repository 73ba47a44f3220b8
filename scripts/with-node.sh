#!/bin/sh
# Runs a command with Node >= 22 (see ensure-node.sh).
set -e
. "$(dirname "$0")/ensure-node.sh"
exec "$@"
