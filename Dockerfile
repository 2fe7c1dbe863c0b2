FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
WORKDIR /app
RUN npm i -g pnpm@10
COPY --from=build /app /app
ENV NODE_ENV=production
EXPOSE 3000
# Node itself as PID 1 (not pnpm): it gets SIGTERM from `docker stop` and shuts down gracefully.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
