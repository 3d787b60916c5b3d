# The API (which also serves the public site's prerendered HTML) for Cloud Run or docker compose.
# Build from the repository root: docker build -t bar-api .
# Stages: prune (only the workspaces the apps need, turbo prune), build (all dependencies),
# deps (production dependencies of the API only), then a slim runtime image without pnpm.
# By default (the Cloud Run build) the embedded store's native module is left out: the image
# serves DATA_DRIVER=firestore only. docker compose builds with SQLITE=include (SQLite + files).

FROM node:22-slim AS base
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1
# pnpm from the npm registry, checked against the registry's integrity like any package (no
# Corepack signature keys to switch off). The version is package.json's packageManager.
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
WORKDIR /repo

# 1. The pruned workspace: the API, the web and the admin and the packages they use.
FROM base AS prune
COPY . .
RUN pnpm dlx turbo@2.11.11 prune @bar/api @bar/web @bar/admin --docker

# 2. Install from the pruned lockfile (cached while only sources change), then build.
FROM base AS build
ARG SQLITE=exclude
COPY --from=prune /repo/out/json/ ./
RUN pnpm install --frozen-lockfile
COPY --from=prune /repo/out/full/ ./
RUN pnpm turbo run build --filter=@bar/api --filter=@bar/web --filter=@bar/admin \
 && pnpm --filter @bar/api deploy --prod --legacy /out \
 && cp -r apps/api/dist /out/dist \
 && cp -r apps/web/build/client /out/web \
 && cp -r apps/admin/dist /out/admin \
 && find /out/web /out/admin \( -name '*.map' -o -name '*.map.br' -o -name '*.map.gz' \) -delete \
 && if [ "$SQLITE" = exclude ]; then \
      rm -rf /out/node_modules/better-sqlite3 /out/node_modules/.pnpm/better-sqlite3@*; \
    fi

# 3. The runtime: production dependencies and the built files, run as an unprivileged user.
FROM node:22-slim AS runtime
ENV NODE_ENV=production PORT=8080 WEB_DIST=/app/web ADMIN_DIST=/app/admin DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
CMD ["node", "dist/server.js"]
