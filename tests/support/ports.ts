import net from 'node:net'

/**
 * A free loopback port below the kernel's range for outgoing connections (32768 and up
 * on Linux): a port from that range, handed out by listen(0) and released, was taken by
 * some test's outgoing connection before the server meant for it could listen, and the
 * server exited. Random, then checked by binding it, so parallel test files rarely meet.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const server = net.createServer()
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (!bound) continue
    await new Promise((resolve) => server.close(resolve))
    return port
  }
  throw new Error('no free loopback port between 20000 and 32000 after 50 tries')
}
