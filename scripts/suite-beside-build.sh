#!/bin/bash
# The test suite on a busy machine: runs `CI=true vitest run` RUNS times in a row (default 3) while a
# 5,000-city site is built over and over beside it. Each run's JSON report is written to
# .bench/suite-beside-build-N.json; the build times go to .bench/suite-beside-build.log.
set -u
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
content=.bench/content-5000
mkdir -p .bench
[ -d "$content" ] || npx tsx -e "import('./scripts/bench/synthetic.ts').then((m) => m.syntheticContent('content', '$content', 5000))"
(
  n=0
  while true; do
    n=$((n + 1)); start=$(date +%s)
    CONTENT_DIR=$content BUILD_DIR=.bench/dist-5000 npm run build --silent > /dev/null 2>&1 || echo "build $n failed"
    echo "build $n: $(($(date +%s) - start)) s"
  done
) > .bench/suite-beside-build.log 2>&1 &
builder=$!
trap 'kill $builder 2>/dev/null; pkill -f "$content" 2>/dev/null' EXIT
sleep 20
failed=0
for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  CI=true npx vitest run --reporter=json --outputFile=".bench/suite-beside-build-$run.json" > /dev/null 2>&1
  code=$?
  echo "run $run: exit $code in $(($(date +%s) - start)) s"
  [ $code -eq 0 ] || failed=1
done
exit $failed
