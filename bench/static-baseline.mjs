// nginx (Debian package) serving given bytes as static files, as the baseline our
// figures are compared with.
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * @param {{ name: string, body: Buffer, contentType: string, contentEncoding?: string }[]} files
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStaticBaseline(files, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-nginx-'))
  // nginx's workers run as an unprivileged user: everything must be readable by them.
  chmodSync(dir, 0o755)
  const root = path.join(dir, 'root')
  mkdirSync(root, { mode: 0o755 })
  for (const file of files) writeFileSync(path.join(root, file.name), file.body, { mode: 0o644 })
  const locations = files
    .map(
      (file) => `    location = /${file.name} {
      default_type "${file.contentType}";
      ${file.contentEncoding ? `add_header Content-Encoding ${file.contentEncoding};` : ''}
    }`,
    )
    .join('\n')
  const config = path.join(dir, 'nginx.conf')
  writeFileSync(
    config,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types {}
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }
}
`,
  )
  const nginx = spawn('nginx', ['-c', config, '-p', dir], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/${files[0].name}`)).ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: async () => {
      nginx.kill('SIGQUIT')
      await new Promise((resolve) => (nginx.exitCode !== null ? resolve() : nginx.once('exit', resolve)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
