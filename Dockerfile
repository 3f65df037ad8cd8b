# Armonía Terapias: the API, serving the built web app, in one image.
# Build with every dependency; run with only the API's production dependencies, as `node`.
# Docker is not available on the project's own machines: see docs/operations.md.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS base
# The lockfile is written by npm 11; the npm 10 bundled with Node 20 fails to install Vite 8.
RUN npm install -g npm@11.19.1 --no-audit --no-fund
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/

FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The API bundle keeps its npm dependencies external: they are installed here without the dev
# tools and without the web app's libraries (already compiled into apps/web/dist).
FROM base AS deps
RUN npm ci --omit=dev --workspace @armonia/api --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` (PostgreSQL 15, as compose runs).
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/armonia
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/armonia/uploads /app/backups \
    && chown -R node:node /var/lib/armonia /app/backups
USER node
VOLUME ["/var/lib/armonia"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/v1/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server closes on SIGTERM; compose waits stop_grace_period before SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
