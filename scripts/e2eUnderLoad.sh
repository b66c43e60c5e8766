#!/usr/bin/env bash
# Runs the browser tests while scripts/cpuLoad.mjs keeps both cores busy: proof that the suite holds
# on a busy machine. Each run gets its own load, capped at LOAD_MINUTES (40), killed when the run ends.
# Usage: scripts/e2eUnderLoad.sh [runs=1] [jest arguments, e.g. e2e/catalog.test.ts]
# Needs a current build (npm run build), so the runs test rather than build.
set -u
cd "$(dirname "$0")/.."
runs=${1:-1}
shift || true
status=0
for run in $(seq "$runs"); do
  node scripts/cpuLoad.mjs "${LOAD_WORKERS:-2}" "${LOAD_MINUTES:-40}" &
  load=$!
  trap 'kill "$load" 2>/dev/null' EXIT
  echo "== run $run of $runs under load, $(date +%T)"
  npx jest --config e2e/jest.config.js --runInBand "$@" || status=1
  kill "$load" 2>/dev/null
  wait "$load" 2>/dev/null
done
exit $status
