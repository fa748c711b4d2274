// `npm start`: builds whatever is missing (web app, server bundle), then runs the server in production mode.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('dist/web/index.html')) {
  console.log('Building the web app (first start)...');
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
}
if (!existsSync('dist/server/main.js')) {
  console.log('Building the server (first start)...');
  run(process.execPath, ['scripts/build-server.mjs']);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
