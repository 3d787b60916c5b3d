# The API (which also serves the public site's prerendered HTML) for Cloud Run or docker compose.
# Build from the repository root: docker build -t bar-api .
FROM node:22-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH COREPACK_INTEGRITY_KEYS=0 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN corepack enable
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm turbo run build --filter=@bar/api --filter=@bar/web --filter=@bar/admin \
 && pnpm --filter @bar/api deploy --prod --legacy /out \
 && cp -r apps/api/dist /out/dist \
 && cp -r apps/web/build/client /out/web \
 && cp -r apps/admin/dist /out/admin

FROM node:22-slim
ENV NODE_ENV=production PORT=8080 WEB_DIST=/app/web ADMIN_DIST=/app/admin DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
CMD ["node", "dist/server.js"]
